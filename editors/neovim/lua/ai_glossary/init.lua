-- Helpers shared by lsp/ai_glossary.lua and plugin/ai_glossary.lua.
-- Works on Neovim 0.8+ (0.11+ for vim.lsp.config / vim.lsp.enable).
local M = {}

M.name = "ai_glossary"

-- Used until a running server answers aiGlossary/languages.
M.default_languages = { "auto", "en", "fr", "nl", "bn" }

local function notify(msg, level)
  vim.notify("[ai_glossary] " .. msg, level or vim.log.levels.INFO)
end

--- The client's locale as a BCP 47 tag ("fr-FR"), or nil for C/POSIX.
function M.locale()
  local lang = vim.v.lang or ""
  if lang == "" or lang == "C" or lang == "POSIX" or lang:match("^C%.") then
    return nil
  end
  lang = lang:gsub("[.@].*$", ""):gsub("_", "-")
  if lang == "" then
    return nil
  end
  return lang
end

--- before_init hook: initializationOptions = settings.aiGlossary (unless the user gave
--- init_options), and the client locale for language = "auto".
function M.before_init(params, config)
  local settings = (config and config.settings) or {}
  if params.initializationOptions == nil or params.initializationOptions == vim.NIL then
    local section = settings.aiGlossary
    if type(section) == "table" then
      params.initializationOptions = vim.deepcopy(section)
    end
  end
  if params.locale == nil then
    params.locale = M.locale()
  end
end

--- All running ai_glossary clients (optionally only those attached to bufnr).
function M.clients(bufnr)
  local filter = { name = M.name, bufnr = bufnr }
  if vim.lsp.get_clients then
    return vim.lsp.get_clients(filter)
  end
  return vim.lsp.get_active_clients(filter) -- Neovim < 0.10
end

-- Method-call helpers that work with both the 0.11 `client:notify()` style and older
-- `client.notify()` functions.
local has_011 = vim.fn.has("nvim-0.11") == 1

local function client_notify(client, method, params)
  if has_011 then
    return client:notify(method, params)
  end
  return client.notify(method, params)
end

local function client_request_sync(client, method, params, timeout, bufnr)
  if has_011 then
    return client:request_sync(method, params, timeout, bufnr)
  end
  return client.request_sync(method, params, timeout, bufnr)
end

local function client_settings(client)
  -- 0.11 answers workspace/configuration from client.settings; older versions from
  -- client.config.settings. Keep both in step.
  client.config.settings = client.config.settings or {}
  if client.settings == nil then
    client.settings = client.config.settings
  end
  return client.settings
end

--- Set aiGlossary.language on every ai_glossary client and tell the server (live switch).
--- Returns the number of clients updated.
function M.set_language(lang)
  local n = 0
  for _, client in ipairs(M.clients()) do
    for _, settings in ipairs({ client_settings(client), client.config.settings }) do
      settings.aiGlossary = settings.aiGlossary or {}
      settings.aiGlossary.language = lang
    end
    client_notify(client, "workspace/didChangeConfiguration", { settings = client.settings })
    n = n + 1
  end
  -- Clients started later (new roots) get the new language too.
  if vim.lsp.config and has_011 then
    pcall(vim.lsp.config, M.name, { settings = { aiGlossary = { language = lang } } })
  end
  return n
end

--- The current language setting of the first client (or of the config).
function M.current_language()
  local client = M.clients()[1]
  if client then
    local s = client_settings(client).aiGlossary
    return s and s.language or "auto"
  end
  return "auto"
end

local function first_result(client, method, params, timeout)
  local bufnr = vim.api.nvim_get_current_buf()
  local resp, err = client_request_sync(client, method, params or {}, timeout or 2000, bufnr)
  if not resp then
    return nil, err or "timeout"
  end
  if resp.err then
    return nil, resp.err.message or vim.inspect(resp.err)
  end
  return resp.result
end

local languages_cache
--- Language codes for completion: "auto" plus what the server reports.
function M.language_codes()
  if languages_cache then
    return languages_cache
  end
  local client = M.clients()[1]
  if client then
    local result = first_result(client, "aiGlossary/languages", {}, 1000)
    if type(result) == "table" and #result > 0 then
      local codes = { "auto" }
      for _, item in ipairs(result) do
        if type(item) == "table" and item.code then
          table.insert(codes, item.code)
        end
      end
      languages_cache = codes
      return codes
    end
  end
  return M.default_languages
end

--- aiGlossary/concepts from the first client, or nil + error.
function M.concepts()
  local client = M.clients()[1]
  if not client then
    return nil, "no ai_glossary client is running (open a supported file first)"
  end
  return first_result(client, "aiGlossary/concepts", {}, 3000)
end

--- Find the concept for a term, name or alias (case-insensitive).
function M.find_concept(word)
  local concepts, err = M.concepts()
  if not concepts then
    return nil, err
  end
  local needle = vim.fn.tolower(word)
  for _, pass in ipairs({ "exact", "folded" }) do
    for _, c in ipairs(concepts) do
      local forms = { c.id, c.term, c.name }
      for _, a in ipairs(c.aliases or {}) do
        table.insert(forms, a)
      end
      for _, f in ipairs(forms) do
        if type(f) == "string" then
          if (pass == "exact" and f == word) or (pass == "folded" and vim.fn.tolower(f) == needle) then
            return c
          end
        end
      end
    end
  end
  return nil, ("no glossary entry for %q"):format(word)
end

--- aiGlossary/define for a term; returns markdown or nil + error.
function M.define(word)
  local concept, err = M.find_concept(word)
  if not concept then
    return nil, err
  end
  local result, rerr = first_result(M.clients()[1], "aiGlossary/define", { id = concept.id }, 3000)
  if type(result) ~= "table" or not result.markdown then
    return nil, rerr or "no definition"
  end
  return result.markdown, concept
end

--- :AiGlossaryDefine [term]: show the definition in a floating window.
function M.show_definition(word)
  if not word or word == "" then
    word = vim.fn.expand("<cword>")
  end
  local markdown, err = M.define(word)
  if not markdown then
    notify(err, vim.log.levels.WARN)
    return
  end
  local lines = vim.split(markdown, "\n", { plain = true })
  return vim.lsp.util.open_floating_preview(lines, "markdown", { border = "rounded", focus_id = "ai_glossary" })
end

function M.term_candidates(arglead)
  local concepts = M.concepts()
  local out, seen = {}, {}
  local lead = vim.fn.tolower(arglead or "")
  for _, c in ipairs(concepts or {}) do
    local term = c.term
    if type(term) == "string" and not seen[term] and vim.startswith(vim.fn.tolower(term), lead) then
      seen[term] = true
      table.insert(out, term)
    end
  end
  table.sort(out)
  return out
end

--- The default client config (the table lsp/ai_glossary.lua returns), deep-merged with `overrides`.
function M.config(overrides)
  local files = vim.api.nvim_get_runtime_file("lsp/ai_glossary.lua", false)
  assert(files[1], "lsp/ai_glossary.lua is not on the runtimepath")
  local base = dofile(files[1])
  return vim.tbl_deep_extend("force", base, overrides or {})
end

--- Neovim 0.8-0.10 (no vim.lsp.config/enable): start or reuse the server for every buffer of a
--- supported filetype. `overrides` as for vim.lsp.config(), e.g. { cmd = {...}, settings = {...} }.
function M.setup(overrides)
  local config = M.config(overrides)
  local group = vim.api.nvim_create_augroup("ai_glossary", { clear = true })
  local function start(bufnr)
    local name = vim.api.nvim_buf_get_name(bufnr)
    if name == "" or vim.bo[bufnr].buftype ~= "" then
      return
    end
    local dir = vim.fs.dirname(name)
    local marker = vim.fs.find(config.root_markers, { upward = true, path = dir })[1]
    vim.lsp.start({
      name = M.name,
      cmd = config.cmd,
      root_dir = marker and vim.fs.dirname(marker) or dir,
      settings = config.settings,
      init_options = config.init_options,
      before_init = config.before_init,
      on_attach = config.on_attach,
      on_exit = config.on_exit,
    }, { bufnr = bufnr })
  end
  vim.api.nvim_create_autocmd("FileType", {
    group = group,
    pattern = config.filetypes,
    callback = function(args)
      start(args.buf)
    end,
  })
  -- buffers already open when setup() runs
  for _, bufnr in ipairs(vim.api.nvim_list_bufs()) do
    if vim.api.nvim_buf_is_loaded(bufnr) and vim.tbl_contains(config.filetypes, vim.bo[bufnr].filetype) then
      start(bufnr)
    end
  end
end

M._notify = notify
return M
