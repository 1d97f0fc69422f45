#!/usr/bin/env bash
# `buttonlint lsp` in a real editor: Neovim headless (Debian's package) with its built-in client
# opens a SwiftUI file whose button line has emoji and non-ASCII text before the title, waits for
# the title-case diagnostic at the title's line and column (Neovim speaks UTF-16, so the column
# conversion is proven), applies the server's quick fix, finds the corrected title in the buffer
# and sees the diagnostic go; then breaks the title again by an edit and sees it come back.
source "$(dirname "$0")/support/throwaway.sh"

command -v nvim > /dev/null || apt-get install -y -qq neovim > /dev/null 2>&1 \
    || { apt-get update -qq > /dev/null && apt-get install -y -qq neovim > /dev/null; }
[ -x "$repo/.build/release/buttonlint" ] || (cd "$repo" && swift build -c release --product buttonlint > /dev/null)

mkdir -p "$work/App"
cat > "$work/App/Screen.swift" <<'EOF'
import SwiftUI

struct Screen: View {
    var body: some View {
        HStack {
            Text("🎉 Größe"); Button("save changes") { }
        }
    }
}
EOF

cat > "$work/check.lua" <<'EOF'
local function fail(message)
  io.stderr:write("FAIL: " .. message .. "\n")
  vim.cmd("cquit 1")
end

local raw = {}
local function check()
local root = os.getenv("WORK")
vim.cmd("edit " .. root .. "/App/Screen.swift")
local buf = vim.api.nvim_get_current_buf()
-- The diagnostics as the server sent them, to check the UTF-16 column before Neovim converts it.
local id = vim.lsp.start_client({
  name = "buttonlint", cmd = { os.getenv("BUTTONLINT"), "lsp" }, root_dir = root,
  handlers = { ["textDocument/publishDiagnostics"] = function(err, result, ctx, config)
    raw = result.diagnostics
    return vim.lsp.diagnostic.on_publish_diagnostics(err, result, ctx, config)
  end },
})
vim.lsp.buf_attach_client(buf, id)

local function title_case()
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    if d.code == "title-case" then
      for _, lsp in ipairs(raw) do
        if lsp.code == "title-case" then return d, lsp end
      end
    end
  end
end

if not vim.wait(30000, function() return title_case() ~= nil end, 50) then fail("no title-case diagnostic") end
local d, lsp = title_case()
local line = vim.api.nvim_buf_get_lines(buf, 5, 6, false)[1]
local byte = line:find('"save changes"', 1, true) - 1
local _, utf16 = vim.str_utfindex(line, byte)
if d.lnum ~= 5 or d.col ~= byte then fail(("diagnostic at %d:%d, expected 5:%d"):format(d.lnum, d.col, byte)) end
if lsp.range.start.character ~= utf16 or utf16 == byte then fail("the UTF-16 column is " .. lsp.range.start.character) end
print(("diagnostic at line %d, byte column %d, UTF-16 character %d"):format(d.lnum + 1, byte, utf16))

local client = vim.lsp.get_client_by_id(id)
local response = client.request_sync("textDocument/codeAction", {
  textDocument = { uri = vim.uri_from_bufnr(buf) }, range = lsp.range, context = { diagnostics = { lsp } },
}, 10000, buf)
local fix
for _, action in ipairs(response and response.result or {}) do
  if action.isPreferred then fix = action end
end
if not fix then fail("no quick fix") end
vim.lsp.util.apply_workspace_edit(fix.edit, client.offset_encoding)
local text = table.concat(vim.api.nvim_buf_get_lines(buf, 0, -1, false), "\n")
if not text:find('Button("Save Changes")', 1, true) then fail("the fix did not correct the title") end
if not vim.wait(30000, function() return title_case() == nil end, 50) then fail("the diagnostic stayed after the fix") end
print("quick fix applied: " .. fix.title)

vim.api.nvim_buf_set_lines(buf, 5, 6, false, { '            Text("🎉 Größe"); Button("discard draft") { }' })
if not vim.wait(30000, function() return title_case() ~= nil end, 50) then fail("no diagnostic after the edit") end
print("the edit brought the diagnostic back")
vim.lsp.stop_client(id)
end

local ok, err = pcall(check)
if not ok then fail(tostring(err)) end
vim.cmd("qall!")
EOF

WORK="$work" BUTTONLINT="$repo/.build/release/buttonlint" timeout 120 \
    nvim --headless --clean -u NONE -c "luafile $work/check.lua" 2>&1 || fail "Neovim's client check failed"
echo
echo "Neovim's client saw the diagnostic, applied the fix and saw it go ($(( SECONDS - started )) s)"
