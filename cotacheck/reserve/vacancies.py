"""The vacancy counts `compute` accepts: how many cargos at once, and how large a count."""

from __future__ import annotations

from cotacheck.errors import InputError

#: Per cargo: the twelve digits `user_numbers` reads. The arithmetic is exact and takes the same time for any
#: count; the bound keeps a total of MAX_POSITIONS such cargos (under 10**15) exact in the page's JavaScript
#: numbers (2**53). A census prints 183.021 vacancies; a count past the bound is refused, never computed as 0.
MAX_VACANCIES = 999_999_999_999
MAX_POSITIONS = 1_000


def check_vacancies(vacancies: list[int]) -> list[int]:
    """The counts as given, or an InputError saying in Portuguese what is wrong with them."""
    if not vacancies:
        raise InputError("Informe o número de vagas de pelo menos um cargo.")
    if len(vacancies) > MAX_POSITIONS:
        raise InputError(f"Informe no máximo {MAX_POSITIONS} cargos de uma vez.")
    for count in vacancies:
        if isinstance(count, bool) or not isinstance(count, int):
            raise InputError(f"Número de vagas inválido: {count!r}. Use números inteiros.")
        if count < 1:
            raise InputError(f"Número de vagas inválido: {count}. Cada cargo precisa de pelo menos 1 vaga.")
        if count > MAX_VACANCIES:
            limit = f"{MAX_VACANCIES:_}".replace("_", ".")
            raise InputError(f"Número de vagas muito grande: {count}. O limite é {limit} vagas por cargo.")
    return vacancies
