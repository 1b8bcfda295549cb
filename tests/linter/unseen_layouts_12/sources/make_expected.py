# Writes expected.json (the right reading of each edital's vacancy tables).
import json
E = []
def f(name, entries):
    E.append({"file": name + ".txt", "pdf": name + ".pdf",
              "entries": [{"name_has": n, "vacancies": v, "negros_stated": s} for n, v, s in entries]})
f("t01_avanca_itapora_fpdf_rows", [
    ("Agente de Serviços Gerais", 10, 2), ("Motorista", 6, 1), ("Operador de Máquinas", 3, 1), ("Auxiliar Administrativo", 8, 2),
    ("Agente Comunitário", 4, 1), ("Técnico em Enfermagem", 5, 1), ("Enfermeiro", 2, 0), ("Educação Básica I", 15, 3),
    ("Professor de Educação Física", 2, 0), ("Psicólogo", 1, 0)])
f("t02_if_planalto_tae_reportlab_colbands", [
    ("Administrador", 2, 1), ("Pedagogo-Área", 3, 1), ("Psicólogo-Área", 1, 0), ("Técnico em Assuntos", 1, 0),
    ("Assistente em", 20, 6), ("Técnico de Laboratório", 2, 1), ("Técnico de Tecnologia da", 4, 1),
    ("Tradutor e Intérprete de", 3, 1), ("Auxiliar em", 10, 3), ("Assistente de Alunos", 5, 1)])
f("t03_dom_guarda_chromium_3col", [
    ("Masculino", 24, 5), ("Feminino", 8, 2), ("Agente de Fiscalização de Trânsito", 6, 1)])
f("t04_uecariri_tecnicos_groff_tbl", [
    ("Administrador", 3, 1), ("Bibliotecário", 3, 1), ("Contador", 1, 0), ("Engenheiro Civil", 1, 0),
    ("Laboratório de", 3, 1), ("Administrativo", 10, 2), ("Informática", 4, 1), ("Motorista", 3, 1)])
f("t05_pm_aocp_soldado_fpdf_colbands", [
    ("CPR I – São Luís", 120, 24), ("CPR II – Imperatriz", 60, 12), ("CPR III – Caxias", 45, 9), ("CPR IV – Bacabal", 30, 6),
    ("CPR V – Balsas", 25, 5), ("CPR VI – Pinheiro", 20, 4), ("Cadete PM", 30, 6)])
f("t06_doe_sesa_fgvlike_fpdf_2col", [
    ("Clínica Médica", 18, 4), ("Pediatria", 10, 2), ("Anestesiologia", 6, 1), ("Psiquiatria", 4, 1),
    ("Enfermeiro – Terapia Intensiva", 12, 2), ("Obstetrícia", 8, 2), ("Farmacêutico Bioquímico", 5, 1),
    ("Fisioterapeuta – Terapia Intensiva", 7, 1), ("Técnico de Enfermagem", 40, 8), ("Técnico em Radiologia", 3, 1)])
f("t07_quadrix_creci_docx", [
    ("Administrativo", 6, 1), ("Agente Fiscal", 8, 2), ("Assistente de", 3, 1), ("Advocacia", 1, 0),
    ("Contabilidade", 1, 0), ("Tecnologia da", 2, 0)])
f("t08_ncufpr_araucaria_reportlab_longtable", [
    ("Professor – Educação Infantil", 40, 4), ("Professor – Anos", 60, 6), ("Professor de Arte", 6, 1), ("Professor de Educação Física", 8, 1),
    ("Professor de Língua Inglesa", 4, 0), ("Especial", 10, 1), ("Pedagogo", 5, 1), ("Secretário Escolar", 7, 1),
    ("Auxiliar de Serviços", 30, 3), ("Cozinheiro Escolar", 12, 1), ("Nutricionista", 2, 0), ("Intérprete de Libras", 3, 0)])
f("t09_gualimp_camara_fpdf_coretable", [
    ("Contador", 1, 0), ("Procurador Legislativo", 1, 0), ("Agente Legislativo", 5, 0), ("Técnico em Informática", 1, 0),
    ("Auxiliar de Serviços Gerais", 2, 0), ("Vigia", 2, 0), ("Recepcionista", 1, 0)])
json.dump({"files": E}, open("expected.json", "w"), ensure_ascii=False, indent=1)
