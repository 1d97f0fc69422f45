/// The fixed parts of the `html` reporter's page: its head with the whole style sheet, the
/// findings table's head, and the filter script. Everything is inline, so the page needs nothing
/// from the network; style and script sit in CDATA sections so the page stays well-formed XML.
enum HTMLPage {
    static let head = """
        <!DOCTYPE html>
        <html xmlns="http://www.w3.org/1999/xhtml" lang="en">
        <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title>ButtonLint report</title>
        <style>/*<![CDATA[*/
        body { font: 14px/1.4 -apple-system, system-ui, sans-serif; margin: 1.5em; color: #1d1d1f; background: #fff; }
        main { display: flex; flex-direction: column; }
        #summary { order: -1; }
        table { border-collapse: collapse; margin: 0.5em 0 1.5em; }
        th, td { text-align: left; padding: 0.25em 0.6em; border-bottom: 1px solid #e5e5ea; vertical-align: top; }
        .counts td + td { text-align: right; }
        tr.file th { background: #f2f2f7; font-family: ui-monospace, monospace; padding-top: 0.8em; }
        .error { color: #c00; font-weight: 600; }
        .warning { color: #a15c00; font-weight: 600; }
        .note { color: #0060c0; }
        .message { max-width: 40em; white-space: pre-wrap; }
        .source code { white-space: pre-wrap; font-family: ui-monospace, monospace; }
        #filters { display: flex; gap: 1.5em; align-items: center; margin: 1em 0; }
        [hidden] { display: none; }
        @media (prefers-color-scheme: dark) {
          body { color: #f5f5f7; background: #1c1c1e; }
          th, td { border-color: #3a3a3c; }
          tr.file th { background: #2c2c2e; }
          .warning { color: #ffb340; } .error { color: #ff6961; } .note { color: #64b5ff; }
        }
        /*]]>*/</style>
        </head>
        <body>
        <main>

        """

    static let tableHead = """
        <section id="findings">
        <h2>Findings</h2>
        <table id="findings-table">
        <thead><tr><th>Severity</th><th>Rule</th><th>Line</th><th>Message</th><th>Source</th><th>Suggested title</th></tr></thead>

        """

    /// Shows the findings of the chosen rule and severity, hides files left with none, and says
    /// how many are shown; one pass over the rows, so 10,000 findings filter at once.
    static let script = """
        (function () {
          var rule = document.getElementById('rule-filter');
          var severity = document.getElementById('severity-filter');
          var shown = document.getElementById('shown-count');
          if (!rule || !severity || !shown) { return; }
          var groups = document.querySelectorAll('#findings-table tbody');
          function apply() {
            var wantedRule = rule.value, wantedSeverity = severity.value, total = 0;
            for (var g = 0; g < groups.length; g++) {
              var rows = groups[g].querySelectorAll('tr.finding'), visible = 0;
              for (var i = 0; i < rows.length; i++) {
                var show = (wantedRule === '' || rows[i].getAttribute('data-rule') === wantedRule) &&
                  (wantedSeverity === '' || rows[i].getAttribute('data-severity') === wantedSeverity);
                rows[i].hidden = !show;
                if (show) { visible++; }
              }
              groups[g].hidden = visible === 0;
              total += visible;
            }
            shown.textContent = String(total);
          }
          rule.addEventListener('change', apply);
          severity.addEventListener('change', apply);
        })();

        """
}
