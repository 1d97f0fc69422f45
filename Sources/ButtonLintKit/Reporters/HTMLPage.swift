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
        button.rule-filter, button.file-filter { font: inherit; color: #0060c0; background: none; border: 0; padding: 0; cursor: pointer; text-decoration: underline; }
        a { color: #0060c0; }
        .error { color: #c00; font-weight: 600; }
        .warning { color: #a15c00; font-weight: 600; }
        .note { color: #0060c0; }
        #findings-table { display: flex; flex-direction: column; }
        #findings-table thead, #findings-table tr.file { display: none; }
        #findings-table tbody, #findings-table tfoot { display: contents; }
        #findings-table tbody[hidden], #findings-table tr[hidden] { display: none; }
        tr.group th { display: block; background: #f2f2f7; padding: 0.5em 0.6em; margin-top: 0.8em; font-size: 1.05em; }
        tr.finding { display: grid; grid-template-columns: 5.5em 11em 1fr; border-bottom: 1px solid #e5e5ea;
          grid-template-areas: "severity rule file" "line message message" ". source source" ". suggestion suggestion"; }
        tr.finding td { border: 0; padding: 0.1em 0.6em; }
        tr.finding td:nth-child(1) { grid-area: severity; } tr.finding td:nth-child(2) { grid-area: rule; }
        tr.finding td:nth-child(3) { grid-area: line; color: #6e6e73; } tr.finding td.message { grid-area: message; }
        tr.finding td.source { grid-area: source; } tr.finding td:nth-child(6) { grid-area: suggestion; }
        tr.finding th { grid-area: file; font-weight: normal; border: 0; padding: 0.1em 0.6em; font-family: ui-monospace, monospace; cursor: pointer; color: #0060c0; }
        tr.finding td q:before { content: "Suggested: “"; } tr.finding td q:after { content: "”"; }
        .message { max-width: 50em; white-space: pre-wrap; }
        .source code { white-space: pre-wrap; font-family: ui-monospace, monospace; }
        mark { background: #ffe08a; color: inherit; border-radius: 2px; }
        #sheets-heading { order: 999999; }
        tr.sheet { order: 1000000; display: block; }
        tr.sheet td { display: block; border: 0; }
        .sheet-card { display: inline-block; vertical-align: top; }
        .sheet-caption { font-family: ui-monospace, monospace; margin: 0.3em 0; }
        .sheet-view { display: flex; gap: 1.5em; align-items: flex-start; }
        .device { width: 17em; padding: 0.6em; background: #d1d1d6; border-radius: 1.2em; display: flex; flex-direction: column; gap: 0.5em; }
        .device.kind-alert { background: #e5e5ea; width: 15em; }
        .sheet-group { background: #f9f9f9; border-radius: 0.9em; overflow: hidden; }
        .action { padding: 0.75em 0.5em; text-align: center; color: #007aff; font-size: 1.1em; border-top: 1px solid #c6c6c8; }
        .action:first-child { border-top: 0; }
        .action.role-destructive { color: #ff3b30; }
        .action.role-cancel { font-weight: 600; }
        .action.role-suggested { font-weight: 600; }
        .action.conditional { outline: 2px dashed #8e8e93; outline-offset: -4px; }
        .action.flagged:after { content: " ⚠"; color: #a15c00; }
        .sheet-notes { max-width: 40em; }
        .sheet-notes p { margin: 0.2em 0; }
        .anchor-missing { color: #c00; }
        .sheet-findings { margin: 0; padding-left: 1.2em; }
        #filters { display: flex; gap: 1.5em; align-items: center; margin: 1em 0; flex-wrap: wrap; }
        #rules { order: 1; }
        article.rule { border-top: 1px solid #e5e5ea; padding-top: 0.5em; }
        article.rule:target { background: #fff8d6; }
        pre.example { background: #f2f2f7; padding: 0.5em; border-left: 4px solid #8e8e93; overflow-x: auto; }
        pre.example.bad { border-left-color: #ff3b30; } pre.example.good { border-left-color: #34c759; }
        [hidden] { display: none; }
        @media (prefers-color-scheme: dark) {
          body { color: #f5f5f7; background: #1c1c1e; }
          th, td { border-color: #3a3a3c; }
          tr.group th, pre.example { background: #2c2c2e; }
          .warning { color: #ffb340; } .error { color: #ff6961; } .note { color: #64b5ff; }
          a, button.rule-filter, button.file-filter, tr.finding th { color: #64b5ff; }
          .device { background: #3a3a3c; } .sheet-group { background: #2c2c2e; } .action { color: #0a84ff; border-color: #48484a; }
          .action.role-destructive { color: #ff453a; }
          mark { background: #7a5c00; }
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
        <thead><tr><th>Severity</th><th>Rule</th><th>Line</th><th>Message</th><th>Source</th><th>Suggested title</th><th>File</th></tr></thead>

        """

    /// Shows the findings of the chosen rule, severity and file, hides the file groups, group
    /// headings and sheets left with none, and says how many are shown; one pass over the rows,
    /// so 10,000 findings filter at once. A click on a rule or file in the counts, or on a
    /// finding's file, chooses it; `#filter?rule=…&severity=…&file=…` in the address chooses too,
    /// and the address follows the choice, so a filtered page can be shared.
    static let script = """
        (function () {
          var rule = document.getElementById('rule-filter');
          var severity = document.getElementById('severity-filter');
          var file = document.getElementById('file-filter');
          var shown = document.getElementById('shown-count');
          if (!rule || !severity || !shown) { return; }
          var groups = document.querySelectorAll('#findings-table tbody');
          var headings = document.querySelectorAll('#findings-table tr.group[data-rule]');
          function apply() {
            var wantedRule = rule.value, wantedSeverity = severity.value, wantedFile = file ? file.value : '';
            var total = 0, seen = {};
            for (var g = 0; g < groups.length; g++) {
              var inFile = wantedFile === '' || groups[g].getAttribute('data-file') === wantedFile;
              var rows = groups[g].querySelectorAll('tr.finding'), visible = 0;
              for (var i = 0; i < rows.length; i++) {
                var show = inFile && (wantedRule === '' || rows[i].getAttribute('data-rule') === wantedRule) &&
                  (wantedSeverity === '' || rows[i].getAttribute('data-severity') === wantedSeverity);
                rows[i].hidden = !show;
                if (show) {
                  visible++;
                  seen[rows[i].getAttribute('data-severity') + ' ' + rows[i].getAttribute('data-rule')] = true;
                }
              }
              var sheets = groups[g].querySelectorAll('tr.sheet');
              for (var s = 0; s < sheets.length; s++) { sheets[s].hidden = !inFile; }
              groups[g].hidden = visible === 0 && (sheets.length === 0 || !inFile);
              total += visible;
            }
            for (var h = 0; h < headings.length; h++) {
              headings[h].hidden = !seen[headings[h].getAttribute('data-severity') + ' ' + headings[h].getAttribute('data-rule')];
            }
            shown.textContent = String(total);
            if (typeof history !== 'undefined' && history.replaceState) {
              var hash = [['rule', wantedRule], ['severity', wantedSeverity], ['file', wantedFile]]
                .filter(function (pair) { return pair[1] !== ''; })
                .map(function (pair) { return pair[0] + '=' + encodeURIComponent(pair[1]); }).join('&');
              history.replaceState(null, '', hash === '' ? location.pathname + location.search : '#filter?' + hash);
            }
          }
          function choose(select, value) {
            if (!select || value === null) { return; }
            select.value = value;
            if (select.value !== value) { select.value = ''; }
            apply();
          }
          rule.addEventListener('change', apply);
          severity.addEventListener('change', apply);
          if (file) { file.addEventListener('change', apply); }
          if (document.addEventListener) { document.addEventListener('click', function (event) {
            var target = event.target;
            if (!target || !target.getAttribute || !target.classList) { return; }
            if (target.classList.contains('rule-filter')) { choose(rule, target.getAttribute('data-rule')); }
            else if (target.classList.contains('file-filter')) { choose(file, target.getAttribute('data-file')); }
            else if (target.tagName === 'TH' && target.parentNode && target.parentNode.parentNode &&
                     target.parentNode.classList.contains('finding')) {
              choose(file, target.parentNode.parentNode.getAttribute('data-file'));
            }
          }); }
          if (typeof location !== 'undefined' && location.hash.indexOf('#filter?') === 0) {
            var pairs = location.hash.slice(8).split('&');
            for (var p = 0; p < pairs.length; p++) {
              var pair = pairs[p].split('='), value = decodeURIComponent(pair[1] || '');
              var select = {rule: rule, severity: severity, file: file}[pair[0]];
              if (select) { select.value = value; }
            }
            apply();
          }
        })();

        """
}
