-- Buffer-local commands for the buffers the ai_glossary client is attached to (plugin/ai_glossary.lua
-- calls attach() on LspAttach). They ask the server through its workspace/executeCommand commands
-- (aiGlossary.define, aiGlossary.concepts, aiGlossary.languages) and never wait for the answer.
local M = {}

local NAME = "ai_glossary"

-- Command-line completion cannot wait for the server: the language codes and terms are fetched
-- once per client, when it first attaches. Weak keys: a stopped client's entry goes with it.
local completions = setmetatable({}, { __mode = "k" })

local function notify(msg, level)
  vim.notify("[ai_glossary] " .. msg, level or vim.log.levels.INFO)
end

local function client_of(bufnr)
  local client = vim.lsp.get_clients({ bufnr = bufnr, name = NAME })[1]
  if not client then
    notify("the ai_glossary server is not attached to this buffer", vim.log.levels.WARN)
  end
  return client
end

--- Runs a server command and calls on_result with its result (errors are reported).
local function run(client, bufnr, command, arguments, on_result)
  local cmd = { title = command, command = command, arguments = arguments }
  client:exec_cmd(cmd, { bufnr = bufnr }, function(err, result)
    if err then
      notify(("%s failed: %s"):format(command, err.message or vim.inspect(err)), vim.log.levels.ERROR)
    else
      on_result(result)
    end
  end)
end

local function fetch_completions(client, bufnr)
  if completions[client] then
    return
  end
  local cache = { languages = { "auto" }, terms = {} }
  completions[client] = cache
  run(client, bufnr, "aiGlossary.languages", {}, function(result)
    for _, language in ipairs(type(result) == "table" and result.languages or {}) do
      table.insert(cache.languages, language.code)
    end
  end)
  run(client, bufnr, "aiGlossary.concepts", {}, function(result)
    for _, concept in ipairs(type(result) == "table" and result or {}) do
      table.insert(cache.terms, concept.term)
    end
    table.sort(cache.terms)
  end)
end

local function completer(bufnr, key)
  return function(arglead)
    local client = vim.lsp.get_clients({ bufnr = bufnr, name = NAME })[1]
    local cache = client and completions[client]
    return vim.tbl_filter(function(item)
      return vim.startswith(item:lower(), arglead:lower())
    end, cache and cache[key] or {})
  end
end

--- :AiGlossaryLanguage {lang}: every ai_glossary client switches, live. `settings` is what Neovim
--- answers workspace/configuration with; the notification carries the new settings explicitly.
local function set_language(lang)
  local clients = vim.lsp.get_clients({ name = NAME })
  for _, client in ipairs(clients) do
    client.settings = vim.tbl_deep_extend("force", client.settings, { aiGlossary = { language = lang } })
    client:notify("workspace/didChangeConfiguration", { settings = client.settings })
  end
  -- clients started later (other project roots) start in that language too
  vim.lsp.config(NAME, { settings = { aiGlossary = { language = lang } } })
  notify(("language set to %s (%d client%s)"):format(lang, #clients, #clients == 1 and "" or "s"))
end

local function show_language(client, bufnr)
  local setting = vim.tbl_get(client.settings, "aiGlossary", "language") or "auto"
  run(client, bufnr, "aiGlossary.languages", {}, function(result)
    notify(("language: %s (setting: %s)"):format(result and result.current or "?", setting))
  end)
end

--- :AiGlossaryDefine [term]: the server looks the term up; its definition opens in a float, or the
--- closest spellings are named.
local function show_definition(client, bufnr, word)
  run(client, bufnr, "aiGlossary.define", { word }, function(result)
    local matches = type(result) == "table" and result.matches or {}
    if #matches == 0 then
      local names = vim.tbl_map(function(s)
        return s.term
      end, type(result) == "table" and result.suggestions or {})
      local hint = #names > 0 and ("; did you mean: " .. table.concat(names, ", ") .. "?") or ""
      notify(("no glossary entry for %q%s"):format(word, hint), vim.log.levels.WARN)
      return
    end
    local markdown = table.concat(vim.tbl_map(function(m)
      return m.markdown
    end, matches), "\n\n---\n\n")
    vim.lsp.util.open_floating_preview(vim.split(markdown, "\n", { plain = true }), "markdown",
      { border = "rounded", focus_id = NAME })
  end)
end

function M.attach(client, bufnr)
  fetch_completions(client, bufnr)
  vim.api.nvim_buf_create_user_command(bufnr, "AiGlossaryLanguage", function(opts)
    local lang = vim.trim(opts.args)
    if lang ~= "" then
      set_language(lang)
      return
    end
    local attached = client_of(bufnr)
    if attached then
      show_language(attached, bufnr)
    end
  end, {
    nargs = "?",
    desc = "AI Glossary: set the explanation language (auto, en, fr, nl, bn, zh-Hans, ja, es, de, ...)",
    complete = completer(bufnr, "languages"),
  })
  vim.api.nvim_buf_create_user_command(bufnr, "AiGlossaryDefine", function(opts)
    local attached = client_of(bufnr)
    if attached then
      local word = vim.trim(opts.args)
      show_definition(attached, bufnr, word ~= "" and word or vim.fn.expand("<cword>"))
    end
  end, {
    nargs = "?",
    desc = "AI Glossary: show the definition of a term (default: the word under the cursor)",
    complete = completer(bufnr, "terms"),
  })
end

return M
