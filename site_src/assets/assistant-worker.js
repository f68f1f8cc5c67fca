// The floor assistant's Python, in a worker (a module worker started by assistant.js), so that the
// page stays responsive while Pyodide compiles and starts. It loads the Pyodide runtime from the
// site's own copy, unpacks the engine's files (floorbook.zip) and answers the page's requests:
//   {id, kind: "start", indexURL, archive, params, order} → the engine is ready
//   {id, kind: "rule", query, lang} → floorbook.ask.from_query's answer, as JSON text
//   {id, kind: "yaml", query, lang} → floorbook.ask.scenario_yaml's file ("" for an invalid query)
// each answered {id, value} or {id, error}. Nothing here decides a ruling: the Python engine does.

const PY_SETUP = `
import json, sys
sys.path.insert(0, "/home/pyodide/floorbook-site")
from floorbook.engine.rulesets import rulesets_from_json
from floorbook.ask import from_query, scenario_yaml

RULESETS = rulesets_from_json(PARAMETERS)
RULESETS = {rid: RULESETS[rid] for rid in [*ORDER, *RULESETS] if rid in RULESETS}  # in the order of floorbook ask
del PARAMETERS

def fb_rule(query, lang):
    answer = from_query(query, RULESETS, lang)
    for result in answer.get("results", []):
        result["outcome_json"] = json.dumps(result["outcome"], ensure_ascii=False)
    return json.dumps(answer, ensure_ascii=False)

def fb_yaml(query, lang):
    answer = from_query(query, RULESETS, lang)
    if "errors" in answer:
        return ""
    return scenario_yaml(answer["situation"], answer["input"], answer["results"], lang)
`;

let py = null;

async function start({ indexURL, archive, params, order }) {
  const { loadPyodide } = await import(indexURL + "pyodide.mjs");
  py = await loadPyodide({ indexURL, packages: [] });
  py.unpackArchive(archive, "zip", { extractDir: "/home/pyodide/floorbook-site" });
  py.globals.set("PARAMETERS", params);
  py.globals.set("ORDER", py.toPy(order));
  py.runPython(PY_SETUP);
  return true;
}

const KINDS = {
  start,
  rule: ({ query, lang }) => py.globals.get("fb_rule")(query, lang),
  yaml: ({ query, lang }) => py.globals.get("fb_yaml")(query, lang),
};

self.addEventListener("message", async (event) => {
  const { id, kind } = event.data;
  try {
    self.postMessage({ id, value: await KINDS[kind](event.data) });
  } catch (error) {
    self.postMessage({ id, error: String(error && error.message ? error.message : error) });
  }
});
