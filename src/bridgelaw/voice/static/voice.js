// bridgelaw voice: record declarer's words from the microphone as a 16 kHz mono 16-bit WAV and
// POST it to the table service (POST /v1/tables/{id}/voice). Self-contained ES module, no
// dependencies. The service answers with PROPOSALS only: nothing is played until the player
// confirms one (the page then sends it as an ordinary designation). See docs/voice.md.
//
//   import { VoiceRecorder, postVoice, attachMicButton } from "./voice.js";
//   const rec = new VoiceRecorder();
//   await rec.start();                       // asks for the microphone
//   const wav = await rec.stop();            // Blob, audio/wav, 16 kHz mono 16-bit
//   const answer = await postVoice("t1", wav); // {format, played: false, proposals: [...]}
//
// attachMicButton(button, {tableId, onProposals}) wires a press-to-talk / click-to-toggle button.

export const SAMPLE_RATE = 16000;

// The AudioWorklet processor: copies each block of input samples (channel 0) to the main thread.
const WORKLET = `
class BridgelawCapture extends AudioWorkletProcessor {
  process(inputs) {
    const ch = inputs[0] && inputs[0][0];
    if (ch) this.port.postMessage(ch.slice(0));
    return true;
  }
}
registerProcessor("bridgelaw-capture", BridgelawCapture);
`;

// Resample Float32 samples from `from` Hz to `to` Hz: averaging over each output sample's span
// (a box low-pass, enough for speech going down to 16 kHz), linear interpolation when going up.
export function resample(samples, from, to) {
  if (from === to) return samples;
  const ratio = from / to;
  const n = Math.floor(samples.length / ratio);
  const out = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const start = i * ratio;
    const end = start + ratio;
    if (ratio > 1) {
      let sum = 0;
      let count = 0;
      for (let j = Math.floor(start); j < Math.min(Math.ceil(end), samples.length); j++) {
        sum += samples[j];
        count++;
      }
      out[i] = count ? sum / count : 0;
    } else {
      const j = Math.floor(start);
      const f = start - j;
      const a = samples[j] || 0;
      const b = samples[Math.min(j + 1, samples.length - 1)] || 0;
      out[i] = a + (b - a) * f;
    }
  }
  return out;
}

// Encode Float32 samples (-1..1) as a 16-bit PCM mono WAV Blob.
export function encodeWav(samples, rate = SAMPLE_RATE) {
  const buf = new ArrayBuffer(44 + samples.length * 2);
  const v = new DataView(buf);
  const str = (o, s) => { for (let i = 0; i < s.length; i++) v.setUint8(o + i, s.charCodeAt(i)); };
  str(0, "RIFF");
  v.setUint32(4, 36 + samples.length * 2, true);
  str(8, "WAVE");
  str(12, "fmt ");
  v.setUint32(16, 16, true);       // fmt chunk size
  v.setUint16(20, 1, true);        // PCM
  v.setUint16(22, 1, true);        // mono
  v.setUint32(24, rate, true);
  v.setUint32(28, rate * 2, true); // byte rate
  v.setUint16(32, 2, true);        // block align
  v.setUint16(34, 16, true);       // bits per sample
  str(36, "data");
  v.setUint32(40, samples.length * 2, true);
  for (let i = 0; i < samples.length; i++) {
    const s = Math.max(-1, Math.min(1, samples[i]));
    v.setInt16(44 + i * 2, s < 0 ? s * 0x8000 : s * 0x7fff, true);
  }
  return new Blob([buf], { type: "audio/wav" });
}

// Records the microphone until stop(); stop() resolves to a 16 kHz mono WAV Blob.
export class VoiceRecorder {
  constructor({ maxSeconds = 10 } = {}) {
    this.maxSeconds = maxSeconds;
    this.chunks = [];
    this.ctx = null;
    this.stream = null;
    this.node = null;
    this.source = null;
  }

  get recording() { return this.ctx !== null; }

  async start() {
    if (this.ctx) return;
    if (!navigator.mediaDevices || !navigator.mediaDevices.getUserMedia) {
      throw new Error("this browser cannot record the microphone (no getUserMedia)");
    }
    this.stream = await navigator.mediaDevices.getUserMedia({
      audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true, autoGainControl: true },
    });
    const Ctx = window.AudioContext || window.webkitAudioContext;
    this.ctx = new Ctx();
    this.node = null;
    this.chunks = [];
    this.source = this.ctx.createMediaStreamSource(this.stream);
    const limit = this.maxSeconds * this.ctx.sampleRate;
    let total = 0;
    const push = (block) => {
      if (total < limit) { this.chunks.push(block); total += block.length; }
    };
    if (this.ctx.audioWorklet && window.AudioWorkletNode) {
      const url = URL.createObjectURL(new Blob([WORKLET], { type: "application/javascript" }));
      try {
        await this.ctx.audioWorklet.addModule(url);
        this.node = new AudioWorkletNode(this.ctx, "bridgelaw-capture");
        this.node.port.onmessage = (e) => push(e.data);
      } catch (_) {
        this.node = null;  // a Content-Security-Policy without blob: scripts: the fallback below
      } finally {
        URL.revokeObjectURL(url);
      }
    }
    if (!this.node) {
      // Older browsers: ScriptProcessorNode (deprecated, but still the only way there).
      this.node = this.ctx.createScriptProcessor(4096, 1, 1);
      this.node.onaudioprocess = (e) => push(e.inputBuffer.getChannelData(0).slice(0));
    }
    this.source.connect(this.node);
    // Keep the graph pulling without playing the microphone back: through a muted gain node.
    const mute = this.ctx.createGain();
    mute.gain.value = 0;
    this.node.connect(mute);
    mute.connect(this.ctx.destination);
  }

  async stop() {
    if (!this.ctx) throw new Error("not recording");
    const rate = this.ctx.sampleRate;
    try { this.source.disconnect(); this.node.disconnect(); } catch (_) { /* already gone */ }
    this.stream.getTracks().forEach((t) => t.stop());
    await this.ctx.close();
    this.ctx = null;
    const length = this.chunks.reduce((n, c) => n + c.length, 0);
    const all = new Float32Array(length);
    let at = 0;
    for (const c of this.chunks) { all.set(c, at); at += c.length; }
    this.chunks = [];
    return encodeWav(resample(all, rate, SAMPLE_RATE), SAMPLE_RATE);
  }
}

// POST a WAV Blob to the service; resolves to its JSON answer ({played: false, proposals: [...]}).
// Rejects with an Error carrying the service's message when the answer is not 2xx.
export async function postVoice(tableId, wav, { base = "", lang = null, headers = {} } = {}) {
  const q = lang ? `?lang=${encodeURIComponent(lang)}` : "";
  const r = await fetch(`${base}/v1/tables/${encodeURIComponent(tableId)}/voice${q}`, {
    method: "POST",
    headers: { "Content-Type": "audio/wav", ...headers },
    body: wav,
  });
  const text = await r.text();
  let body = null;
  try { body = JSON.parse(text); } catch (_) { body = { detail: text }; }
  if (!r.ok) {
    const msg = (body && ((body.error && body.error.message) || body.detail || body.error || body.message)) ||
      `HTTP ${r.status}`;
    throw new Error(typeof msg === "string" ? msg : JSON.stringify(msg));
  }
  return body;
}

// Wire a button: click to start recording, click again to stop and send. onProposals(answer) is
// called with the service's answer; onError(err) on failure. Nothing is played here: the page
// shows the proposals and sends the one the player confirms as a designation.
export function attachMicButton(button, { tableId, base = "", lang = null, onProposals, onError } = {}) {
  const rec = new VoiceRecorder();
  const idle = button.textContent;
  button.setAttribute("aria-pressed", "false");
  button.addEventListener("click", async () => {
    try {
      if (!rec.recording) {
        await rec.start();
        button.setAttribute("aria-pressed", "true");
        button.textContent = "■ stop";
        return;
      }
      button.setAttribute("aria-pressed", "false");
      button.textContent = idle;
      const wav = await rec.stop();
      const answer = await postVoice(tableId, wav, { base, lang });
      if (onProposals) onProposals(answer);
    } catch (err) {
      button.setAttribute("aria-pressed", "false");
      button.textContent = idle;
      if (onError) onError(err); else console.error(err);
    }
  });
  return rec;
}
