"""Law 42: dummy's rights, by clause (42A3, 2007 and older 42B2: dummy's part in preventing a revoke)."""

from __future__ import annotations

import pytest

from bridgelaw.editions import Edition
from bridgelaw.laws import law42_43


@pytest.mark.parametrize(
    ("edition", "label"),
    [
        (Edition.E2017, "42A3"),
        (Edition.E2007, "42B2"),
        (Edition.E1997, "42B2"),
        (Edition.E1963, "42B2"),
    ],
)
def test_42A3_42B2_dummy_prevents_revoke_by_edition(edition: Edition, label: str) -> None:
    assert law42_43.dummy_prevents_revoke_label_42A3(edition) == label
