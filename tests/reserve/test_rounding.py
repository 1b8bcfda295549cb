"""Exact rounding: the modes the laws use, on exact halves and on the 20% closed form."""

from fractions import Fraction

import pytest

from cotacheck.reserve.rounding import round_fraction, share


@pytest.mark.parametrize(
    "count, percent, mode, expected",
    [
        (5, 30, "half_up", 2),  # 1,5 exactly: up
        (25, 2, "half_up", 1),  # 0,5 exactly: up
        (25, 2, "half_down", 0),  # Bahia / DF decree style: 0,5 down
        (37, 20, "half_up", 7),  # 7,4 down
        (9, 20, "half_up", 2),  # 1,8 up
        (16, 20, "half_up", 3),  # 3,2 down
        (1, 5, "up", 1),  # federal PcD: any fraction up
        (20, 5, "up", 1),  # whole number stays
        (19, 20, "down", 3),
    ],
)
def test_modes(count, percent, mode, expected):
    assert share(count, Fraction(percent), mode).rounded == expected


def test_no_float_drift_on_halves():
    # 0.3 * 5 == 1.4999999999999998 in floating point; the exact value is 3/2.
    assert share(5, Fraction(30), "half_up").exact == Fraction(3, 2)


def test_explanation_names_the_fraction_and_direction():
    text = share(37, Fraction(20), "half_up").explain()
    assert text == "37 vagas × 20% = 7,4 → fração 0,4 é menor que 0,5 → arredonda para baixo → 7"
    assert "igual ou maior" in share(5, Fraction(30), "half_up").explain()


def test_unknown_mode_and_negative_refused():
    with pytest.raises(ValueError):
        round_fraction(Fraction(1, 2), "banker")
    with pytest.raises(ValueError):
        round_fraction(Fraction(-1, 2), "half_up")
