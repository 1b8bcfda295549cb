"""One rule for the whole numbers users type: ASCII digits, at most MAX_DIGITS, else a Portuguese message."""

import pytest

from cotacheck.errors import InputError
from cotacheck.reserve.user_numbers import MAX_DIGITS, is_whole, whole_number

INVALID = "Campo inválido: {text!r}."


@pytest.mark.parametrize("text, value", [("37", 37), (" 7 ", 7), ("007", 7), ("9" * MAX_DIGITS, int("9" * MAX_DIGITS))])
def test_ascii_digits_are_read(text, value):
    assert whole_number(text, "Campo", INVALID) == value


@pytest.mark.parametrize("text", ["²", "1²", "³", "٣٧", "３７", "⑦", "", " ", "3.5", "1_000", "+", "-", "--5", "+-5"])
def test_anything_else_is_refused_with_the_callers_message(text):
    """ "²" passes str.isdigit(), "٣٧" and "３７" pass int(): none of them is typed with ASCII digits."""
    assert "²".isdigit() and int("٣٧") == 37  # why isdigit() and int() alone were not enough
    with pytest.raises(InputError) as caught:
        whole_number(text, "Campo", INVALID, signed=True)
    assert str(caught.value) == f"Campo inválido: {text!r}."


def test_a_sign_only_where_the_caller_allows_it():
    assert whole_number("-2", "Campo", INVALID, signed=True) == -2
    assert whole_number("+2", "Campo", INVALID, signed=True) == 2
    with pytest.raises(InputError, match="Campo inválido: '-2'"):
        whole_number("-2", "Campo", INVALID)
    assert is_whole("-2", signed=True) and not is_whole("-2")


@pytest.mark.parametrize("digits", [MAX_DIGITS + 1, 5000, 100_000])
def test_too_many_digits_are_named_and_never_given_to_int(digits):
    """int() refuses more than 4 300 digits with an English ValueError; the limit here comes first."""
    with pytest.raises(InputError) as caught:
        whole_number("1" * digits, "Campo", INVALID, signed=True)
    assert str(caught.value) == f"Campo é muito grande ({digits} algarismos)."


def test_a_long_unusable_text_is_quoted_cut_short():
    with pytest.raises(InputError) as caught:
        whole_number("x" * 10_000, "Campo", INVALID)
    assert len(str(caught.value)) < 80
