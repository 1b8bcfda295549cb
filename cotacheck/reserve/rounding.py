"""Exact rounding of a reserve share, with the sentence that explains it.

Each law names its own rule for the fraction of a vacancy (legal-brief §7): Goiás, RN and the
federal racial laws round 0,5 up; Bahia and the DF decree round 0,5 down; the federal PcD decree
always rounds up. The arithmetic is on `Fraction`s: 30% of 5 is exactly 3/2, never 1.4999….
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from cotacheck.present import ptbr

HALF = Fraction(1, 2)


@dataclass(frozen=True)
class Share:
    """`percent` of `count`, exactly, and rounded by `mode`."""

    count: int
    percent: Fraction  # in percentage points: Fraction(20) is 20%
    mode: str
    exact: Fraction
    rounded: int

    def explain(self) -> str:
        """ "37 vagas × 20% = 7,4 → fração 0,4 é menor que 0,5 → arredonda para baixo → 7"."""
        return (
            f"{ptbr.vagas(self.count)} × {ptbr.percent(self.percent)} = {self.rounding()} {ptbr.number(self.rounded)}"
        )

    def product(self) -> str:
        """ "37 vagas × 20% = 7,4"."""
        return f"{ptbr.vagas(self.count)} × {ptbr.percent(self.percent)} = {ptbr.number(self.exact)}"

    def rounding(self) -> str:
        """ "7,4 → fração 0,4 é menor que 0,5 → arredonda para baixo →" (or "7 (número inteiro) →")."""
        exact = ptbr.number(self.exact)
        fraction = self.exact - (self.exact.numerator // self.exact.denominator)
        if fraction == 0:
            return f"{exact} (número inteiro) →"
        frac = ptbr.number(fraction)
        direction = "para cima" if self.rounded > self.exact else "para baixo"
        if self.mode == "half_up":
            why = f"fração {frac} é {'igual ou maior' if fraction >= HALF else 'menor'} que 0,5"
        elif self.mode == "half_down":
            why = f"fração {frac} é {'maior' if fraction > HALF else 'igual ou menor'} que 0,5"
        elif self.mode == "up":
            why = f"há fração ({frac})"
        else:
            why = f"a fração {frac} é desprezada"
        return f"{exact} → {why} → arredonda {direction} →"


# Lei 23.389/2025, art. 1º, § 2º: "Na hipótese de quantitativo fracionado para o número de vagas reservadas aos
# candidatos negros, haverá o aumento para o primeiro número inteiro subsequente, em caso de fração igual ou maior a
# 0,5 (zero vírgula cinco), ou a diminuição para o número inteiro imediatamente inferior, em caso de fração menor que
# 0,5 (zero vírgula cinco)." (mode "half_up"; each law names its own mode in law/data/<law>.toml)
def round_fraction(value: Fraction, mode: str) -> int:
    """Round a non-negative exact value to a whole number of vacancies."""
    if value < 0:
        raise ValueError("a reserve share cannot be negative")
    whole = value.numerator // value.denominator
    fraction = value - whole
    if fraction == 0:
        return whole
    if mode == "half_up":
        return whole + (fraction >= HALF)
    if mode == "half_down":
        return whole + (fraction > HALF)
    if mode == "up":
        return whole + 1
    if mode == "down":
        return whole
    raise ValueError(f"unknown rounding mode {mode!r}")


def share(count: int, percent: Fraction, mode: str) -> Share:
    """`percent`% of `count` vacancies, rounded by `mode`."""
    exact = Fraction(count) * Fraction(percent) / 100
    return Share(count, Fraction(percent), mode, exact, round_fraction(exact, mode))
