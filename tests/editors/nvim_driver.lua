-- Headless Neovim driver shared by tests/editors/test_neovim.py.
--
-- Run as:  nvim --headless --clean -u tests/editors/nvim_driver.lua
-- with AIG_NVIM_SPEC=<path to a JSON spec>:
--   {
--     "plugin_dir": ".../editors/neovim",      -- added to the runtimepath, as a user would
--     "cmd": ["python", "-m", "ai_glossary", "serve"],   -- vim.lsp.config override
--     "workspace": "/tmp/.../workspace",        -- becomes the current directory
--     "out": "/tmp/.../result.json",            -- results are written here
--     "settings": {"aiGlossary": {...}},       -- optional vim.lsp.config settings override
--     "timeout_ms": 20000,                      -- per wait (attach, hover, ...)
--     "steps": [ {"op": "open", "file": "train.py"}, {"op": "hover", "pattern": "ZeRO"}, ... ]
--   }
-- The top of this file is the part a user writes in their init.lua (runtimepath + vim.lsp.enable);
-- the scenario runs on VimEnter, after the plugin/ files were sourced by the normal startup.
-- Every wait is bounded; a watchdog ends Neovim if the whole run takes too long.

local spec_path = assert(os.getenv("AIG_NVIM_SPEC"), "AIG_NVIM_SPEC is not set")
local spec = vim.json.decode(table.concat(vim.fn.readfile(spec_path), "\n"))
local timeout = spec.timeout_ms or 20000

local exits = {} -- client_id -> {code=, signal=}

-- Neovim's python ftplugin calls has('python3'), which probes for a Python provider (2-3 s here);
-- it has nothing to do with LSP, so skip it as many configs do.
vim.g.loaded_python3_provider = 0

-- ---------------------------------------------------------------- what a user writes
vim.opt.runtimepath:prepend(spec.plugin_dir)
vim.cmd("filetype plugin on")
local function on_exit(code, signal, client_id)
  exits[client_id] = { code = code, signal = signal }
end
if spec.cmd then
  vim.lsp.config("ai_glossary", { cmd = spec.cmd })
end
if spec.settings then
  vim.lsp.config("ai_glossary", { settings = spec.settings })
end
vim.lsp.config("ai_glossary", { on_exit = on_exit })
vim.lsp.enable("ai_glossary")
-- ----------------------------------------------------------------------------------

local results = {}

local function write_out(payload)
  local f = assert(io.open(spec.out, "w"))
  f:write(vim.json.encode(payload))
  f:close()
end

local function log_tail()
  -- The server's stderr (Neovim logs it in chunks), rejoined, then the last other log lines.
  local ok, path = pcall(vim.lsp.get_log_path)
  if not ok or vim.fn.filereadable(path) == 0 then
    return ""
  end
  local stderr, other = {}, {}
  for _, line in ipairs(vim.fn.readfile(path)) do
    local chunk = line:match('"stderr"\t"(.*)"$') or line:match("\"stderr\"\t'(.*)'$")
    if chunk then
      chunk = chunk:gsub("\\n", "\n"):gsub('\\"', '"'):gsub("\\\\", "\\")
      table.insert(stderr, chunk)
    else
      table.insert(other, line)
    end
  end
  local text = table.concat(stderr, "")
  if #text > 6000 then
    text = text:sub(-6000)
  end
  return "server stderr:\n" .. text .. "\nlsp.log:\n"
    .. table.concat(vim.list_slice(other, math.max(1, #other - 15)), "\n")
end

local function fail(msg)
  write_out({ ok = false, error = msg, results = results, lsp_log = log_tail() })
  vim.cmd("cquit 1")
end

-- Watchdog: never hang, whatever the server does.
local watchdog = vim.uv.new_timer()
watchdog:start(spec.total_timeout_ms or 90000, 0, vim.schedule_wrap(function()
  fail("watchdog: the scenario did not finish in time")
end))

local function clients(bufnr)
  return vim.lsp.get_clients({ name = "ai_glossary", bufnr = bufnr })
end

local function markdown_of(contents)
  -- MarkupContent | MarkedString | MarkedString[]
  if type(contents) == "string" then
    return contents
  end
  if type(contents) ~= "table" then
    return nil
  end
  if contents.value then
    return contents.value
  end
  local parts = {}
  for _, c in ipairs(contents) do
    table.insert(parts, type(c) == "string" and c or c.value)
  end
  return table.concat(parts, "\n")
end

local function find(pattern, nth)
  -- 0-based {line, character} of the first character of the nth literal match
  local lines = vim.api.nvim_buf_get_lines(0, 0, -1, false)
  local seen = 0
  for i, line in ipairs(lines) do
    local start = 1
    while true do
      local s = line:find(pattern, start, true)
      if not s then
        break
      end
      seen = seen + 1
      if seen == (nth or 1) then
        -- the LSP column is in UTF-16 units
        local col = vim.str_utfindex(line, "utf-16", s - 1)
        return i - 1, col, s - 1
      end
      start = s + 1
    end
  end
  error(("pattern %q not found in %s"):format(pattern, vim.api.nvim_buf_get_name(0)))
end

local function request(method, params)
  local bufnr = vim.api.nvim_get_current_buf()
  local responses, err = vim.lsp.buf_request_sync(bufnr, method, params, timeout)
  if not responses then
    error(("%s: no response within %d ms (%s)"):format(method, timeout, tostring(err)))
  end
  for _, client in ipairs(clients(bufnr)) do
    local r = responses[client.id]
    if r then
      if r.err then
        error(("%s failed: %s"):format(method, vim.inspect(r.err)))
      end
      return r.result
    end
  end
  error(method .. ": the ai_glossary client did not answer")
end

local function hover_at(line, col)
  local params = {
    textDocument = { uri = vim.uri_from_bufnr(0) },
    position = { line = line, character = col },
  }
  local result = request("textDocument/hover", params)
  if result == nil or result == vim.NIL then
    return nil
  end
  return markdown_of(result.contents)
end

local function float_lines()
  for _, win in ipairs(vim.api.nvim_list_wins()) do
    if vim.api.nvim_win_get_config(win).relative ~= "" then
      local buf = vim.api.nvim_win_get_buf(win)
      return vim.api.nvim_buf_get_lines(buf, 0, -1, false), win
    end
  end
end

local function close_floats()
  for _, win in ipairs(vim.api.nvim_list_wins()) do
    if vim.api.nvim_win_get_config(win).relative ~= "" then
      pcall(vim.api.nvim_win_close, win, true)
    end
  end
end

local ops = {}

function ops.open(step)
  local t0 = vim.uv.hrtime()
  vim.cmd.edit(vim.fn.fnameescape(step.file))
  local edit_ms = (vim.uv.hrtime() - t0) / 1e6
  local bufnr = vim.api.nvim_get_current_buf()
  local ok = vim.wait(timeout, function()
    local c = clients(bufnr)[1]
    -- stop early if a server process already ended (crashed at start-up)
    return (c ~= nil and c.initialized == true) or next(exits) ~= nil
  end, 20)
  ok = ok and clients(bufnr)[1] ~= nil and clients(bufnr)[1].initialized == true
  if not ok then
    local any = vim.lsp.get_clients({ name = "ai_glossary" })
    error(("the ai_glossary server never attached to %s (filetype=%q) within %d ms; clients=%d, exits=%s"):format(
      step.file, vim.bo.filetype, timeout, #any, vim.inspect(exits)))
  end
  local client = clients(bufnr)[1]
  return {
    filetype = vim.bo.filetype,
    attach_ms = (vim.uv.hrtime() - t0) / 1e6,
    edit_ms = edit_ms,
    root_dir = client.root_dir,
    client_id = client.id,
    clients_running = #vim.lsp.get_clients({ name = "ai_glossary" }),
    client_name = client.name,
    server_name = client.server_info and client.server_info.name or vim.NIL,
    hover_provider = client.server_capabilities.hoverProvider and true or false,
    completion_provider = client.server_capabilities.completionProvider and true or false,
  }
end

function ops.hover(step)
  local line, col, byte = find(step.pattern, step.nth)
  col = col + (step.offset or 1) -- inside the word, as a mouse or cursor would be
  vim.api.nvim_win_set_cursor(0, { line + 1, byte + (step.offset or 1) })
  local t0 = vim.uv.hrtime()
  local md = hover_at(line, col)
  if step.until_differs_from then
    -- Language switches are notifications: allow the server a bounded moment to apply one.
    local before = results[step.until_differs_from].markdown
    local deadline = vim.uv.hrtime() + timeout * 1e6
    local tries = 1
    while md == before and vim.uv.hrtime() < deadline do
      vim.wait(100)
      md = hover_at(line, col)
      tries = tries + 1
    end
    step.tries = tries
  end
  local out = {
    markdown = md or vim.NIL,
    position = { line = line, character = col },
    hover_ms = (vim.uv.hrtime() - t0) / 1e6,
    tries = step.tries,
  }
  if step.float and md ~= nil then
    -- What the user sees: K / vim.lsp.buf.hover() opens a floating window.
    close_floats()
    vim.lsp.buf.hover()
    local got = vim.wait(timeout, function()
      return float_lines() ~= nil
    end, 20)
    out.float = got and float_lines() or vim.NIL
    close_floats()
  end
  return out
end

function ops.command(step)
  local messages = {}
  local orig = vim.notify
  vim.notify = function(msg, level)
    table.insert(messages, msg)
  end
  local ok, err = pcall(vim.cmd, step.cmd)
  vim.notify = orig
  if not ok then
    error(("command %q failed: %s"):format(step.cmd, err))
  end
  local settings = {}
  for _, c in ipairs(vim.lsp.get_clients({ name = "ai_glossary" })) do
    table.insert(settings, c.settings)
  end
  return { messages = messages, settings = settings }
end

function ops.cmdline_complete(step)
  return { items = vim.fn.getcompletion(step.cmdline, "cmdline") }
end

function ops.type(step)
  -- Type as a user would: keys go through the normal/insert mode machinery and the
  -- buffer change reaches the server as textDocument/didChange.
  local keys = vim.api.nvim_replace_termcodes(step.keys, true, false, true)
  vim.api.nvim_feedkeys(keys, "xt", false)
  local cur = vim.api.nvim_win_get_cursor(0)
  return { line = vim.api.nvim_get_current_line(), cursor = cur }
end

function ops.complete(step)
  -- Completion at the end of the given line (default: the cursor line), i.e. right after
  -- what was typed.
  local lnum = step.line and (step.line + 1) or vim.api.nvim_win_get_cursor(0)[1]
  if lnum < 0 then
    lnum = vim.api.nvim_buf_line_count(0) + lnum + 1
  end
  local text = vim.api.nvim_buf_get_lines(0, lnum - 1, lnum, false)[1]
  local params = {
    textDocument = { uri = vim.uri_from_bufnr(0) },
    position = { line = lnum - 1, character = vim.str_utfindex(text, "utf-16") },
    context = { triggerKind = 1 },
  }
  local result = request("textDocument/completion", params)
  local items = {}
  if type(result) == "table" then
    items = result.items or result
  end
  local labels, details = {}, {}
  for _, item in ipairs(items) do
    table.insert(labels, item.label)
    table.insert(details, { label = item.label, detail = item.detail, textEdit = item.textEdit,
      insertText = item.insertText, filterText = item.filterText })
  end
  return { line = text, labels = labels, items = details }
end

function ops.execute(step)
  -- a server command, as any client would send it (workspace/executeCommand)
  return { result = request("workspace/executeCommand", { command = step.command, arguments = step.arguments or {} }) }
end

--- Runs the code action whose title holds step.title at step.pattern, as `vim.lsp.buf.code_action`
--- does for a person who picks it (`apply`: the only one left by the filter), then waits until the
--- buffer of step.file (the file the action writes) holds step.expect, and writes every buffer.
function ops.code_action(step)
  local _, _, byte = find(step.pattern, step.nth)
  local source = vim.api.nvim_get_current_buf()
  vim.api.nvim_win_set_cursor(0, { select(1, find(step.pattern, step.nth)) + 1, byte + (step.offset or 1) })
  local titles, messages = {}, {}
  local orig = vim.notify
  vim.notify = function(msg)
    table.insert(messages, msg)
  end
  vim.lsp.buf.code_action({
    filter = function(action)
      table.insert(titles, action.title)
      return action.title:find(step.title, 1, true) ~= nil
    end,
    apply = true,
  })
  local written = vim.wait(timeout, function()
    local b = vim.fn.bufnr(step.file)
    if b == -1 or not vim.api.nvim_buf_is_loaded(b) then
      return false
    end
    return table.concat(vim.api.nvim_buf_get_lines(b, 0, -1, false), "\n"):find(step.expect, 1, true) ~= nil
  end, 20)
  vim.notify = orig
  vim.cmd("silent! wall")
  vim.api.nvim_set_current_buf(source)
  -- the server reloads the glossary once the edit is applied: the new entry then hovers
  local line, col = find(step.pattern, step.nth)
  local hover = vim.NIL
  vim.wait(timeout, function()
    hover = hover_at(line, col + 1) or vim.NIL
    return hover ~= vim.NIL
  end, 50)
  return { titles = titles, messages = messages, written = written, hover = hover }
end

--- Runs an Ex command that answers asynchronously, and waits for its float or its message.
local function run_and_wait(cmdline)
  close_floats()
  local messages = {}
  local orig = vim.notify
  vim.notify = function(msg)
    table.insert(messages, msg)
  end
  local ok, err = pcall(vim.cmd, cmdline)
  local got = ok and vim.wait(timeout, function()
    return float_lines() ~= nil or #messages > 0
  end, 20)
  vim.notify = orig
  if not ok then
    error(("%s failed: %s"):format(cmdline, err))
  end
  local lines = got and float_lines() or vim.NIL
  close_floats()
  return { float = lines, messages = messages }
end

function ops.async_command(step)
  return run_and_wait(step.cmd)
end

function ops.stop(step)
  local ids = {}
  for _, c in ipairs(vim.lsp.get_clients({ name = "ai_glossary" })) do
    table.insert(ids, c.id)
    c:stop()
  end
  local ok = vim.wait(timeout, function()
    for _, id in ipairs(ids) do
      if not exits[id] then
        return false
      end
    end
    return true
  end, 20)
  local list = {}
  for _, id in ipairs(ids) do
    table.insert(list, exits[id] or vim.NIL)
  end
  return { exited = ok, exits = list }
end

local function run()
  vim.cmd.cd(vim.fn.fnameescape(spec.workspace))
  for i, step in ipairs(spec.steps) do
    local fn = ops[step.op]
    if not fn then
      error("unknown op " .. tostring(step.op))
    end
    local ok, res = xpcall(fn, debug.traceback, step)
    if not ok then
      return fail(("step %d (%s) failed: %s"):format(i, step.op, res))
    end
    res.op = step.op
    results[i] = res
  end
  watchdog:stop()
  write_out({ ok = true, results = results, nvim = tostring(vim.version()), lsp_log = log_tail() })
  vim.cmd("qall!")
end

vim.api.nvim_create_autocmd("VimEnter", {
  once = true,
  callback = function()
    -- Let startup finish, then run outside the autocmd.
    vim.schedule(function()
      local ok, err = xpcall(run, debug.traceback)
      if not ok then
        fail(err)
      end
    end)
  end,
})
