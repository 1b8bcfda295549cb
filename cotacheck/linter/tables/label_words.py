"""Whether a line is surely prose, told from its words before `header` looks for labels in it.

`header._HEADER` is tried at every word of a line, and most lines of an edital with no digit are prose: a
header is read only when what its labels leave over (`leftover`, the words outside the vocabulary and its
fillers) is small, or when every word after its first count label is a label (`_counts_explained`). A word
no label can hold (`LABEL_WORDS`: every word of every label of `header._TOKENS`, and the fillers of five
letters or more) stays whole in that leftover, since a label begins and ends where a word does; when such
words already outweigh what a header may leave over, and fewer than three words after the last of them
could be labels (a header of counts explained needs three count labels after every other word), no
reading of the labels can make the line a header. tests/linter/test_pattern_guards.py checks the words
against the labels' own patterns.
"""

from __future__ import annotations

import re

#: The words (runs of ASCII letters and digits) of every string a label of `header._TOKENS` matches, and
#: `header._FILLER`'s words of five letters or more; "convoca…" (`convoca\w*`) is told by its prefix.
LABEL_WORDS = frozenset(
    """
    12 14 2014 990 a ac afro afrodesc afrodescendente afrodescendentes ampla aos aprovadas aprovados area
    areas as atuacao baixa base bases basico basicos c cadastro campi campus candidata candidatas candidato
    candidatos carga cargo cargos categoria categorias ch cidade cidades classe classificadas classificados
    cod codigo com comarca comarcas componente conc concorrencia conhecimento contratacao convocacao
    convocacoes convocadas convocados cota cotas cotista cotistas cr curricular d da das de def deficiencia
    deficiente deficientes denominacao destinada destinadas disciplina disciplinas do e eixo emprego
    empregos enfase enfases epardo epardos escol escolaridade especialidade especialidades formacao funcao
    funcoes geral h habilitacao habilitadas habilitados hipossuficiente hipossuficientes horaria i imediata imediatas
    imediato indigena indigenas indio indios iniciai iniciais inicial inscricao inscritas inscritos item
    jornada lei livre localidade localidades lotacao lotacoes macro macrorregiao mensal micro microrregiao minimos
    municipio municipios minima exigida n neg negra negras negro negros nivel no nomeacao nomeacoes nomeadas nomeados
    nucleo nucleos numero oferecidas ofertadas operacionais operacional ordem ou oupardo oupardos p padrao
    para parda pardas pardo pardos pcd perfi perfil perfis pessoa pessoas pi pn pne polo polos por posto
    postos pp ppn ppp pq pre prerequisito prerequisitos preta pretas preto pretoe pretoepardo pretoepardos pretoou pretooupardo
    pretooupardos pretos pretose pretosepardo pretosepardos pretosou pretosoupardo pretosoupardos previsao
    eparda epardas ouparda oupardas pretae pretaeparda pretaepardas pretaepardo pretaepardos pretaou pretaouparda
    pretaoupardas pretaoupardo pretaoupardos pretase pretaseparda pretasepardas pretasepardo pretasepardos pretasou
    pretasouparda pretasoupardas pretasoupardo pretasoupardos pretoeparda pretoepardas pretoouparda pretooupardas
    pretoseparda pretosepardas pretosouparda pretosoupardas
    prevista previstas provimento publico publicos q qtd qtde quadro quant quantidade quantitativo
    quilombola quilombolas r raciais racial referencia regiao regime regioes regionai regionais regional remuneracao
    renda requisito requisitos reserv reserva reservada reservadas reservas retribuicao rt salario salarios
    semanal setor subarea subareas subsidio subsidios taxa tecnologico titulacao totais total trabalho trans
    transexuais transgenero transgeneros uf unidade unidades vaga vagas valor vb venc vencimento vencimentos
    microarea microareas familias habitantes domicilios imoveis escolas alunos estudantes leitos agencias
    cadastradas cadastrados cadastrada acompanhadas acompanhados atendidas atendidos atendida assistidas
    assistidos adscritas adscritos adscrita estimadas estimados estimada existentes populacao populacoes
    matriculados matriculadas
    """.split()
)
_OPEN_ENDED = "convoca"
_WORD = re.compile(r"\w+")
#: A word this long outside `LABEL_WORDS` is leftover: shorter ones may be blanked as unknown columns.
_LONG = 5


def surely_prose(folded: str) -> bool:
    """Whether the words of `folded` (a line as `header._header_tokens` has it before its labels are looked
    for) that no label can hold outweigh any header's leftover, with too few words after them for three
    count labels: then `_header_tokens` returns None."""
    foreign = after = 0
    pure = folded.isascii() and "_" not in folded  # then every word is of ASCII letters and digits
    for word in _WORD.findall(folded):
        if not pure and not (word.isascii() and word.isalnum()):
            after += len(word)  # "nº", "x_y": its pieces may be labels, and no piece is counted as leftover
        elif word in LABEL_WORDS:
            after += 1
        elif len(word) >= _LONG:
            if word.startswith(_OPEN_ENDED):
                after += 1
            else:
                foreign += len(word)
                after = 0
    return after < 3 and foreign > max(12, len(folded) // 3)
