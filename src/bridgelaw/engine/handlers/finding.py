"""The ``finding`` handler: a director's finding re-rules an earlier event and every event after
it, which only the session holding the record can do (:meth:`TableSession.apply
<bridgelaw.engine.session.TableSession.apply>` takes it before a step is made). A step given a
finding alone refuses it."""

from __future__ import annotations

from bridgelaw.engine.state import Act
from bridgelaw.engine.work import Work
from bridgelaw.errors import FindingError
from bridgelaw.rulings import Ruling

__all__ = ["handle"]


def handle(w: Work, a: Act) -> list[Ruling]:
    """Refuse: a finding needs the record of the events it re-rules.

    Raises:
        FindingError: always (apply the finding to a ``TableSession``).
    """
    raise FindingError(f"{a.event.describe()}: a finding re-rules earlier events: apply it to the "
                       "table's session, which holds the record")
