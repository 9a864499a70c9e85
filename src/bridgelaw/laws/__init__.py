"""The Laws as code: one module per Law (or group), each clause a function named after it.

Modules: ``law46`` (designation from dummy), ``law45`` (card played), ``law47`` (retraction),
``law48_49`` (exposed cards), ``law50_52`` (penalty cards), ``law16`` (withdrawn-action
information). Every function takes the :class:`~bridgelaw.editions.Edition` and the
:class:`~bridgelaw.regulations.Regulations` explicitly; nothing is global.
"""
