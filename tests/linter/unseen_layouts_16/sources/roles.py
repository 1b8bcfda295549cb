# each entry's AC and PcD ("ac", "pcd") for the files whose script lays its rows out in one flat list V, read
# from that list (parsed, not run: running a script renders its edital again) into roles.json; build_expected.py
# adds them to the entries, for the strict score's check of each stated figure under its role
import ast
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
# script → (index of the row's total, of its PcD, of its negros' groups) in each tuple of V; AC is the rest
SPEC = {"t01.py": (5, 6, (7,)), "t06.py": (3, 7, (4, 5, 6)), "t07.py": (4, 5, (6,)), "t08.py": (5, 6, (7,))}
roles = {}
for script, (total, pcd, negros) in SPEC.items():
    tree = ast.parse(open(os.path.join(HERE, script), encoding="utf-8").read())
    found = {t.id: node.value for node in tree.body if isinstance(node, ast.Assign) for t in node.targets if isinstance(t, ast.Name)}
    name, rows = ast.literal_eval(found["NAME"]), ast.literal_eval(found["V"])
    roles[name + ".txt"] = [{"ac": v[total] - v[pcd] - sum(v[k] for k in negros), "pcd": v[pcd]} for v in rows if v[total]]
json.dump(roles, open(os.path.join(HERE, "roles.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=1)
print(len(roles), "files", sum(len(r) for r in roles.values()), "entries")
