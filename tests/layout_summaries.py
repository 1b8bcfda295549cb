"""Summaries of an edital's vacancies that are not the edital, drawn at random with their right readings:
the classes of `tables/vacancy_list.py` and `tables/chat_marks.py`. Nothing in them is proven (a summary
is checked against the edital): every entry is `proven=False`, so no position may come out confirmed.

- `news_list(rng)`: a prefeitura's news page copied from the browser (breadcrumbs, share links, a cookie
  banner), the vacancies as list lines "Name – N vagas" with the reserve in brackets or after "sendo" in
  several wordings ("(2 para negros e 1 para pessoas com deficiência)", "(1 reservada a negros)", ", sendo 1
  reservada a candidatos negros", "(ampla concorrência)", "+ cadastro reserva (1 para negros)"), a bullet
  at times, a cargo of cadastro only, then a salary list ("Auxiliar de Serviços Gerais: R$ 1.412,00") and
  related news with counts ("Concurso da Câmara terá 6 vagas") as traps.
- `chat_forward(rng)`: a messaging app's conversation exported as text, each message "[08:03, 22/05/2025]
  Sender: …", a summary with emoji bullets and "*bold*" names ("📌 *Guarda Civil Municipal* – 20 vagas (4
  negros / 1 PcD)"), italic salary lines under them, totals with percentages, a member's question ("20 ou
  24?") and its answer, the exam's questions by subject and a cronograma as traps.
"""

from __future__ import annotations

import random

from layout_places import Case, Entry

NAMES = [
    "Agente Comunitário de Saúde (ESF Vila Nova)",
    "Auxiliar de Serviços Gerais",
    "Motorista de Veículos Pesados",
    "Professor de Educação Básica II – Matemática",
    "Professor de Educação Básica II – Língua Portuguesa",
    "Técnico em Enfermagem",
    "Fiscal de Tributos",
    "Assistente Administrativo",
    "Guarda Civil Municipal",
    "Monitor de Transporte Escolar",
    "Professor Anos Iniciais (20h)",
    "Eletricista",
    "Engenheiro Civil",
    "Enfermeiro 40h",
]
NEWS_HEAD = (
    "Pular para o conteúdo principal\nAcessibilidade  A+  A-  Alto contraste\n"
    "Prefeitura Municipal de Santa Luzia do Norte\nInício > Notícias > Concursos\n\n"
    "Prefeitura abre concurso público com {total} vagas imediatas\nPublicado em 12/03/2024 14h32\n"
    "Compartilhe:\nFacebook\nWhatsApp\n\nA Prefeitura publicou o Edital nº 001/2024 do concurso público. "
    "Ao todo são {total} vagas para provimento imediato.\n\nConfira as vagas:\n\n"
)
NEWS_TAIL = (
    "\nSalários\nOs vencimentos iniciais variam conforme o cargo:\nAuxiliar de Serviços Gerais: R$ 1.412,00\n"
    "Técnico em Enfermagem: R$ 2.118,40\nEnfermeiro 40h: R$ 5.240,00\n\nProvas\nSerão 30 questões para nível "
    "fundamental e 40 questões para os níveis médio e superior.\n\nLeia também\nPrefeitura convoca 32 aprovados "
    "do processo seletivo de 2023\nConcurso da Câmara Municipal terá 6 vagas; edital sai em maio\n\n"
    "Este site utiliza cookies para melhorar sua experiência.\nAceitar   Configurar\n"
)
SENDERS = ["Sindicato Servidores", "Jorge Vieira", "Marlene Prof.", "Rosane Tk"]


def _reserve(negros: int, pcd: int, rng: random.Random, chat: bool) -> str:
    """The reserve in one of a summary's wordings ("" when there is none)."""
    if chat:
        parts = [f"{negros} negros"] * bool(negros) + [f"{pcd} PcD"] * bool(pcd)
        return f" ({' / '.join(parts)})" if parts else ""
    if not negros and not pcd:
        return rng.choice(["", " (ampla concorrência)"])
    said = {
        "para": (f"{negros} para negros", f"{pcd} para pessoas com deficiência"),
        "reservada": (f"{negros} reservada{'s' * (negros > 1)} a negros", f"{pcd} PcD"),
    }[rng.choice(["para", "reservada"])]
    parts = [said[0]] * bool(negros) + [said[1]] * bool(pcd)
    if rng.random() < 0.3 and negros and not pcd:
        return f", sendo {negros} reservada{'s' * (negros > 1)} a candidatos negros"
    return f" ({' e '.join(parts)})"


def _items(rng: random.Random, chat: bool) -> tuple[list[str], list[Entry], int]:
    lines, entries, total = [], [], 0
    for name in rng.sample(NAMES, rng.randint(3, 8)):
        n = rng.randint(1, 25)
        negros = n * 20 // 100 + (n % 5 >= 3) if n >= 3 else 0
        pcd = 1 if n >= 5 and rng.random() < 0.6 else 0
        count = f"{n:02d}" if chat and rng.random() < 0.5 else str(n)
        plus = " + cadastro reserva" if not chat and rng.random() < 0.15 else ""
        shown = f"*{name}*" if chat else name
        bullet = "📌 " if chat else rng.choice(["", "", "• "])
        lines.append(
            f"{bullet}{shown} – {count} {'vaga' if n == 1 else 'vagas'}{plus}{_reserve(negros, pcd, rng, chat)}"
        )
        if chat:
            lines += [f"_R$ {rng.randint(1, 9)}.{rng.randint(100, 999)},{rng.randint(10, 99)} – 40h_", ""]
        entries.append(Entry(name, n, negros, proven=False))
        total += n
    cr = "Psicólogo – cadastro reserva" if not chat else "📌 *Médico Pediatra* – só cadastro reserva"
    if rng.random() < 0.5:
        lines.append(cr)
    return lines, entries, total


def news_list(rng: random.Random) -> Case:
    """See the module docstring."""
    lines, entries, total = _items(rng, chat=False)
    return Case(NEWS_HEAD.format(total=total) + "\n".join(lines) + "\n" + NEWS_TAIL, entries)


def _stamp(minute: int) -> str:
    return f"[08:{minute:02d}, 22/05/2025]"


def chat_forward(rng: random.Random) -> Case:
    """See the module docstring."""
    lines, entries, total = _items(rng, chat=True)
    first = entries[0].name
    asked = entries[0].vacancies + 4
    summary = [
        f"{_stamp(1)} {SENDERS[0]}: Encaminhada",
        f"{_stamp(1)} {SENDERS[0]}: 📢📢 *SAIU O EDITAL!!* 📢📢",
        "",
        "*CONCURSO PÚBLICO PREFEITURA DE CAMPO ERVAL/RS*",
        "🗓️ Inscrições: *02/06 a 01/07/2025*",
        "💰 Taxa: R$ 70,00 (fundamental) | R$ 95,00 (médio)",
        "",
        "*VAGAS IMEDIATAS* 👇",
        "",
        *lines,
        f"➡️ Total: *{total} vagas* + CR 🔥",
        f"➡️ Reserva {rng.choice(['pra', 'para'])} negros: 20% (Lei Municipal 3.998/2023) = *{total // 5} vagas*",
        "➡️ PcD: 5% (LC Municipal 19/2014) = *3 vagas*",
        "",
        f"{_stamp(5)} {SENDERS[1]}: quantas vagas pra {first.split()[0].lower()} mesmo? {entries[0].vacancies} ou {asked}?",
        f"{_stamp(7)} {SENDERS[0]}: @{SENDERS[1]} {entries[0].vacancies} vagas. {asked} era a previsão da lei (Lei 4.012/2025)",
        f"{_stamp(15)} {SENDERS[0]}: Prova com 40 questões: 10 português, 10 matemática, 5 legislação, 15 específicas",
        f"{_stamp(31)} {SENDERS[1]}: Cronograma:",
        "▪️ Homologação das inscrições: 11/07",
        "▪️ Prova objetiva: 10/08",
        f"{_stamp(33)} {SENDERS[2]}: 👍 certinho",
    ]
    return Case("\n".join(summary) + "\n", entries)
