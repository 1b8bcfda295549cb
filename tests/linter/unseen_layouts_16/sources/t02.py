# t02: Tribunal de Justiça do Estado do Piauí (TJPI), Cebraspe style, negros 20% (Resolução CNJ nº 203/2015); chapters
# printed in two CSS columns; the quadro (one cargo merged down its especialidades, the Técnico's área judiciária at
# four polos with the polo in its own column, rowspan) spans the page; Chromium print; the .txt is `mutool draw -F txt`.
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

NAME = "t02_cebraspe_tjpi_chromium_mutool_txt_two_columns_rowspan"
# cargo, vencimento, [(especialidade, polo, total, pcd, negros, cr)]
G = [("Analista Judiciário", "R$ 13.994,78", [
        ("Área Judiciária", "Teresina", 6, 1, 1, 12), ("Especialidade Administração", "Teresina", 3, 0, 1, 6),
        ("Especialidade Contabilidade", "Teresina", 2, 0, 0, 4), ("Especialidade Psicologia", "Teresina", 1, 0, 0, 4),
        ("Especialidade Serviço Social", "Teresina", 2, 0, 0, 4), ("Especialidade Tecnologia da Informação", "Teresina", 3, 0, 1, 6),
        ("Especialidade Engenharia Elétrica", "Teresina", 0, 0, 0, 2)]),
     ("Oficial de Justiça e Avaliador", "R$ 11.201,30", [
        ("Sem especialidade", "Polo I – Teresina", 5, 0, 1, 10), ("Sem especialidade", "Polo II – Parnaíba", 2, 0, 0, 4),
        ("Sem especialidade", "Polo III – Picos", 3, 0, 1, 6), ("Sem especialidade", "Polo IV – Floriano", 1, 0, 0, 3)]),
     ("Técnico Judiciário", "R$ 7.856,42", [
        ("Área Administrativa", "Polo I – Teresina", 14, 1, 3, 28), ("Área Administrativa", "Polo II – Parnaíba", 5, 0, 1, 10),
        ("Área Administrativa", "Polo III – Picos", 4, 0, 1, 8), ("Área Administrativa", "Polo IV – Floriano", 3, 0, 1, 6),
        ("Especialidade Programação de Sistemas", "Teresina", 2, 0, 0, 4)])]
# name_has: the especialidade where it is the cargo's own; the polo where one cargo/especialidade is offered at several polos
def nh(cargo, esp, polo):
    if cargo.startswith("Analista"):
        return esp.replace("Especialidade ", "")
    if cargo.startswith("Oficial"):
        return "Oficial de Justiça"
    return "Programação de Sistemas" if "Programação" in esp else "Técnico Judiciário"
entries = []
rows = []
for cargo, venc, es in G:
    for i, (esp, polo, t, p, n, cr) in enumerate(es):
        if t:
            entries.append({"name_has": nh(cargo, esp, polo), "vacancies": t, "negros_stated": n})
        first = [C("%s\n(vencimento %s)" % (cargo, venc), rs=len(es), cls="b")] if i == 0 else []
        rows.append(first + [esp, polo] + ([str(t - p - n), str(p), str(n), str(t)] if t else ["–", "–", "–", "–"]) + [str(cr)])
T = [sum(x[k] for _, _, es in G for x in es) for k in (2, 3, 4, 5)]
rows.append({"cls": "tot", "cells": [C("Total", cs=3), str(T[0] - T[1] - T[2]), str(T[1]), str(T[2]), str(T[0]), str(T[3])]})
cfg = base_cfg("2026-04-13", site="www.cebraspe.org.br/concursos/tjpi_26", banca="Centro Brasileiro de Pesquisa em Avaliação e Seleção e de Promoção de Eventos – Cebraspe",
               orgao_curto="TJPI", cidades="Teresina/PI, Parnaíba/PI, Picos/PI e Floriano/PI", neg_pct="20% (vinte por cento)",
               neg_lei="Resolução nº 203, de 23 de junho de 2015, do Conselho Nacional de Justiça (CNJ)", veiculo="Diário da Justiça Eletrônico do Estado do Piauí",
               local_data="Teresina/PI, 13 de abril de 2026.", assinaturas=["Desembargador ALDERICO DA SILVA MAIA\nPresidente do Tribunal de Justiça do Estado do Piauí"],
               taxas=[["Analista Judiciário e Oficial de Justiça e Avaliador", "R$ 130,00"], ["Técnico Judiciário", "R$ 90,00"]],
               nota_final="a soma das notas obtidas nas provas objetivas e na prova discursiva", por=" e polo")
def two(bl):
    return [("raw", '<div class="cols">')] + bl + [("raw", "</div>")]
B = [("title", "PODER JUDICIÁRIO\nTRIBUNAL DE JUSTIÇA DO ESTADO DO PIAUÍ\nCONCURSO PÚBLICO PARA PROVIMENTO DE VAGAS E FORMAÇÃO DE CADASTRO DE RESERVA EM CARGOS DE NÍVEL SUPERIOR E DE NÍVEL MÉDIO\nEDITAL Nº 1 – TJPI, DE 13 DE ABRIL DE 2026")]
pre = [("p", "O PRESIDENTE DO TRIBUNAL DE JUSTIÇA DO ESTADO DO PIAUÍ, no uso de suas atribuições legais e tendo em vista o disposto na Lei Estadual nº 7.879, de 22 de dezembro de 2022, torna pública a realização de concurso público para o provimento de vagas e a formação de cadastro de reserva nos cargos de Analista Judiciário, Oficial de Justiça e Avaliador e Técnico Judiciário, mediante as condições estabelecidas neste edital."),
       ("h", "1. DAS DISPOSIÇÕES PRELIMINARES")]
pre += items("1", ["O concurso público será regido por este edital e executado pelo Cebraspe.",
                   "A seleção para os cargos de que trata este edital compreenderá provas objetivas, de caráter eliminatório e classificatório; prova discursiva, de caráter eliminatório e classificatório; e, para o cargo de Analista Judiciário – Área Judiciária, avaliação de títulos, de caráter classificatório.",
                   "Os candidatos aos cargos de Oficial de Justiça e Avaliador e de Técnico Judiciário – Área Administrativa concorrerão às vagas do polo escolhido no ato da inscrição, que compreende as comarcas relacionadas no Anexo II.",
                   "A remuneração inicial compreende o vencimento básico e a Gratificação de Atividade Judiciária (GAJ), acrescidos de auxílio-alimentação de R$ 1.784,00."])
quadro = [("h", "2. DOS CARGOS, DAS ESPECIALIDADES E DAS VAGAS"), ("p", "2.1 O quantitativo de vagas por cargo, especialidade e polo é o seguinte:"),
          ("table", {"caption": "QUADRO DE VAGAS", "cls": "q", "head": [[C("Cargo", rs=2), C("Área / especialidade", rs=2), C("Polo / lotação", rs=2), C("Vagas", cs=4), C("Cadastro de reserva", rs=2)], ["Ampla concorrência", "PcD", "Negros", "Total"]],
                     "rows": rows, "note": "PcD – pessoas com deficiência. Negros – candidatos que se autodeclararem pretos ou pardos. Nas especialidades com menos de 3 (três) vagas imediatas não há reserva imediata para negros."})]
B += two(pre) + quadro + two(corpo(cfg, 3, titulos=True, extra=[ch_heteroid, ch_atendimento])) + [("pagebreak",)] + ch_cronograma("ANEXO I – CRONOGRAMA PREVISTO", cfg)
B += [("h", "ANEXO II – POLOS E COMARCAS"),
      ("table", {"head": [["Polo", "Comarcas"]], "rows": [["Polo I – Teresina", "Teresina, Altos, Campo Maior, José de Freitas, União, Demerval Lobão"], ["Polo II – Parnaíba", "Parnaíba, Luís Correia, Buriti dos Lopes, Piripiri, Pedro II, Esperantina"],
                                                           ["Polo III – Picos", "Picos, Oeiras, Valença do Piauí, Paulistana, Simões, São Julião"], ["Polo IV – Floriano", "Floriano, Uruçuí, Bom Jesus, Corrente, São Raimundo Nonato, Canto do Buriti"]]})]
B += two(anexo_atrib("ANEXO IV – REQUISITOS E ATRIBUIÇÕES DOS CARGOS", [("Analista Judiciário – Área Judiciária", "diploma de bacharel em Direito"), ("Analista Judiciário – demais especialidades", "diploma de graduação na área da especialidade e registro no conselho de classe, quando houver"), ("Oficial de Justiça e Avaliador", "diploma de bacharel em Direito e CNH categoria B"), ("Técnico Judiciário – Área Administrativa", "certificado de conclusão de ensino médio"), ("Técnico Judiciário – Programação de Sistemas", "ensino médio completo e curso técnico em Informática ou Programação")]))
B += two(ch_conteudo("ANEXO III – OBJETOS DE AVALIAÇÃO", ["Língua Portuguesa", "Raciocínio Lógico", "Noções de Informática", "Direito Administrativo", "Legislação"]))
CSS = CSS_BASE + " .cols{column-count:2;column-gap:0.8cm} .cols p{font-size:9pt} .cols table{font-size:7.5pt} table.q{font-size:8pt}"
chromium_edital(NAME, B, CSS, "Tribunal de Justiça do Estado do Piauí – Edital nº 1 – TJPI, de 13 de abril de 2026", "Edital TJPI")
finish3(NAME, entries, "mutool-txt", os.path.join(OUT, NAME + ".pdf"), {"body": "TJPI", "board": "Cebraspe", "producer": "Chromium print", "shape": "two columns, rowspan cargo, polo column"}, totals=(T[0], T[2]))
