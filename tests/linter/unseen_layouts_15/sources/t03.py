# t03: Câmara Municipal de Ribeirão das Palmeiras/MG, Consulplan style, negros 20% by municipal resolution; the quadro is a
# landscape section (python-docx -> LibreOffice Writer) with a long "Atribuições sumárias" column, so it breaks over pages
# with its two header rows repeated; the .txt is poppler `pdftotext -raw` (content-stream order).
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

NAME = "t03_consulplan_cm_ribeiraodaspalmeiras_writer_pdftotext_raw_landscape"
TMP = "/tmp/w16/t03"
ATR = {
 "adm": "Executar atividades administrativas de apoio às comissões e à Mesa Diretora, redigir correspondências, atas e ofícios, controlar o protocolo e o arquivo, operar sistemas informatizados de tramitação legislativa e atender ao público interno e externo.",
 "cont": "Planejar e executar a contabilidade orçamentária, financeira e patrimonial da Câmara, elaborar balancetes, prestações de contas ao Tribunal de Contas do Estado de Minas Gerais (SICOM), acompanhar a execução do duodécimo e emitir relatórios da Lei de Responsabilidade Fiscal.",
 "proc": "Representar a Câmara em juízo e fora dele, emitir pareceres jurídicos sobre proposições legislativas, contratos e licitações, acompanhar processos judiciais e administrativos e assessorar a Mesa Diretora e as comissões permanentes.",
 "ti": "Administrar a rede local, os servidores e os sistemas da Câmara, manter o portal da transparência e a transmissão das sessões, prestar suporte técnico aos usuários, zelar pela segurança da informação e pela cópia de segurança dos dados.",
 "com": "Produzir notícias, releases e conteúdos para o portal e as redes sociais da Câmara, cobrir as sessões plenárias e audiências públicas, organizar o clipping e apoiar a TV Câmara.",
 "taq": "Registrar, por meio de taquigrafia e de sistemas de gravação, os pronunciamentos das sessões plenárias e reuniões de comissões, revisar e redigir as notas taquigráficas e os anais.",
 "cont_int": "Avaliar o cumprimento das metas, a execução orçamentária e a legalidade dos atos de gestão, emitir relatórios de controle interno e apoiar o controle externo no exercício de sua missão institucional.",
 "port": "Controlar a entrada e a saída de pessoas e volumes, abrir e fechar as dependências, orientar o público, zelar pelo patrimônio e executar serviços de recepção nas sessões.",
 "mot": "Conduzir os veículos oficiais da Câmara no transporte de vereadores e servidores em serviço, zelar pela conservação e limpeza do veículo e registrar a quilometragem e o abastecimento.",
 "limp": "Executar serviços de limpeza, conservação e copa nas dependências da Câmara, preparar e servir café e água, e auxiliar na organização do plenário.",
 "lib": "Interpretar simultaneamente, em Libras, as sessões plenárias e audiências públicas transmitidas, e traduzir conteúdos institucionais do portal da Câmara.",
 "rec": "Prestar atendimento telefônico e presencial, encaminhar visitantes, registrar recados e agendar o uso do plenário e das salas de reunião.",
}
# código, cargo, escolaridade/requisito, carga, vencimento, atribuição, total, pcd, negros
V = [("01", "Agente Legislativo Administrativo", "Ensino médio completo", "30h", "R$ 3.402,18", "adm", 6, 1, 1),
     ("02", "Analista Legislativo – Contador", "Curso superior em Ciências Contábeis e registro no CRC-MG", "30h", "R$ 6.815,40", "cont", 1, 0, 0),
     ("03", "Analista Legislativo – Controlador Interno", "Curso superior em Direito, Ciências Contábeis, Economia ou Administração", "30h", "R$ 6.815,40", "cont_int", 1, 0, 0),
     ("04", "Procurador Legislativo", "Curso superior em Direito e inscrição na OAB", "20h", "R$ 9.204,77", "proc", 2, 0, 0),
     ("05", "Analista de Tecnologia da Informação", "Curso superior na área de Tecnologia da Informação", "30h", "R$ 6.815,40", "ti", 1, 0, 0),
     ("06", "Analista de Comunicação Institucional", "Curso superior em Jornalismo ou Comunicação Social com habilitação em Jornalismo", "30h", "R$ 6.815,40", "com", 1, 0, 0),
     ("07", "Taquígrafo Legislativo", "Ensino médio completo e curso de taquigrafia de no mínimo 120 horas", "30h", "R$ 4.120,95", "taq", 3, 1, 1),
     ("08", "Intérprete de Libras", "Ensino médio completo e certificação PROLIBRAS ou curso de formação de intérprete", "30h", "R$ 4.120,95", "lib", 1, 0, 0),
     ("09", "Recepcionista", "Ensino médio completo", "40h", "R$ 2.318,06", "rec", 2, 0, 0),
     ("10", "Agente de Portaria e Vigilância", "Ensino fundamental completo", "40h (escala)", "R$ 2.318,06", "port", 4, 1, 1),
     ("11", "Motorista Legislativo", "Ensino fundamental completo e CNH categoria \"D\"", "40h", "R$ 2.790,33", "mot", 2, 0, 0),
     ("12", "Auxiliar de Serviços de Copa e Limpeza", "Alfabetizado", "40h", "R$ 1.804,72", "limp", 5, 1, 1)]
NH = {"01": "Agente Legislativo", "02": "Contador", "03": "Controlador Interno", "04": "Procurador Legislativo", "05": "Tecnologia da Informação",
      "06": "Comunicação Institucional", "07": "Taquígrafo", "08": "Intérprete de Libras", "09": "Recepcionista", "10": "Agente de Portaria", "11": "Motorista Legislativo", "12": "Copa e Limpeza"}
entries = [{"name_has": NH[v[0]], "vacancies": v[6], "negros_stated": v[8]} for v in V]
head = [[C("Cód.", rs=2), C("Cargo", rs=2), C("Requisitos", rs=2), C("Atribuições sumárias", rs=2), C("Carga horária", rs=2), C("Vencimento", rs=2), C("Número de vagas", cs=4)],
        ["Ampla", "PcD", "Negros", "Total"]]
rows = [[c, cg, req, ATR[a], ch, venc, str(t - p - n), str(p), str(n), str(t)] for c, cg, req, ch, venc, a, t, p, n in V]
T = [sum(v[i] for v in V) for i in (6, 7, 8)]
rows.append([C("TOTAL GERAL", cs=6, cls="b"), C(str(T[0] - T[1] - T[2]), cls="b"), C(str(T[1]), cls="b"), C(str(T[2]), cls="b"), C(str(T[0]), cls="b")])
cfg = base_cfg("2026-03-02", site="www.institutoconsulplan.org.br", banca="Consulplan", orgao_curto="Câmara Municipal", cidades="Ribeirão das Palmeiras/MG",
               neg_lei="Resolução nº 412, de 3 de setembro de 2024, da Câmara Municipal, aplicando-se, no que couber, a Lei nº 12.990, de 9 de junho de 2014",
               pcd_pct="10% (dez por cento)", pcd_min="3 (três)", pcd_max="1/3 (um terço)", veiculo="Diário Oficial do Legislativo", local_data="Ribeirão das Palmeiras/MG, 2 de março de 2026.",
               assinaturas=["VEREADORA MARIA APARECIDA DOS SANTOS LIMA\nPresidente da Câmara Municipal"], taxas=[["Nível superior", "R$ 110,00"], ["Nível médio", "R$ 80,00"], ["Nível fundamental e alfabetizado", "R$ 55,00"]])
B = [("title", "CÂMARA MUNICIPAL DE RIBEIRÃO DAS PALMEIRAS\nESTADO DE MINAS GERAIS\nCONCURSO PÚBLICO – EDITAL Nº 01/2026"),
     ("p", "A Presidente da Câmara Municipal de Ribeirão das Palmeiras, Estado de Minas Gerais, no uso de suas atribuições legais, e considerando a Resolução nº 398, de 11 de março de 2024 (Plano de Cargos, Carreiras e Vencimentos dos Servidores da Câmara), torna pública a realização de concurso público de provas e de provas e títulos para provimento de cargos efetivos do seu quadro de pessoal, que se regerá pelas disposições deste edital, sob a organização do Instituto Consulplan."),
     ("h", "1. DAS DISPOSIÇÕES PRELIMINARES")]
B += items("1", ["O concurso público destina-se ao provimento de 29 (vinte e nove) vagas, distribuídas conforme o Anexo I, e das que vagarem ou forem criadas durante o prazo de validade do concurso.",
                 "A carga horária, os requisitos, as atribuições e o vencimento de cada cargo constam do Anexo I.",
                 "Os servidores nomeados ficarão sujeitos ao Regime Jurídico Único dos Servidores Públicos do Município de Ribeirão das Palmeiras e vinculados ao Regime Próprio de Previdência Social."])
B += [("h", "2. DOS CARGOS"), ("p", "2.1 O quadro de cargos, vagas, requisitos e vencimentos consta do Anexo I deste edital, que dele faz parte integrante."),
      ("p", "2.2 Os cargos de Analista Legislativo, Procurador Legislativo, Analista de Tecnologia da Informação e Analista de Comunicação Institucional terão, além da prova objetiva, avaliação de títulos.")]
B += corpo(cfg, 3, titulos=True)
B += [("landscape",), ("h", "ANEXO I – QUADRO DE CARGOS, REQUISITOS, ATRIBUIÇÕES, VENCIMENTOS E VAGAS"), ("p", "Os cargos abaixo são de provimento efetivo, com lotação na sede da Câmara Municipal, e as atribuições sumárias não excluem as constantes da Resolução nº 398/2024, que poderão ser consultadas no portal da Câmara."),
      ("table", {"head": head, "rows": rows, "widths": [1.1, 3.6, 4.2, 8.4, 1.8, 2.2, 1.4, 1.1, 1.4, 1.2], "fs": 9.5}),
      ("p", "Notas: 1) A reserva a pessoas com deficiência aplica-se aos cargos com 3 (três) ou mais vagas e a reserva a candidatos negros, aos cargos com 3 (três) ou mais vagas, nos termos dos capítulos 5 e 6. 2) Os vencimentos têm como referência o mês de janeiro de 2026."),
      ("portrait",)] + ch_cronograma("ANEXO II – CRONOGRAMA", cfg)
B += ch_conteudo("ANEXO III – CONTEÚDOS PROGRAMÁTICOS", ["Língua Portuguesa", "Matemática", "Noções de Informática", "Legislação"])
doc, render = docx_builder(["CÂMARA MUNICIPAL DE RIBEIRÃO DAS PALMEIRAS – MG", "Praça Tiradentes, 140 – Centro – CEP 35.740-000"], "Edital nº 01/2026")
render(B)
os.makedirs(TMP, exist_ok=True)
doc.save(SRC + "/" + NAME + ".docx")
import shutil
shutil.copy(soffice_pdf(SRC + "/" + NAME + ".docx", TMP), OUT + "/" + NAME + ".pdf")
finish2(NAME, entries, "pdftotext-raw", {"body": "Câmara Municipal de Ribeirão das Palmeiras/MG", "board": "Consulplan", "producer": "python-docx -> LibreOffice Writer",
                                          "shape": "landscape section, table over pages with repeated 2-row header"}, totals=(T[0], T[2]))
