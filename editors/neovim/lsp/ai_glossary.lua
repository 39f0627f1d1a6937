-- AI Glossary language server: explains AI/ML jargon in comments, docstrings and Markdown.
--
-- Neovim 0.11+: with this directory on the runtimepath, all you need is
--
--   vim.lsp.enable("ai_glossary")
--
-- Override any field with vim.lsp.config(), e.g.
--
--   vim.lsp.config("ai_glossary", {
--     cmd = { "/path/to/venv/bin/python", "-m", "ai_glossary", "serve" },
--     settings = { aiGlossary = { language = "fr", scope = "prose" } },
--   })

---@type vim.lsp.Config
return {
  cmd = { "ai-glossary", "serve" },
  filetypes = {
    "markdown", "python", "javascript", "javascriptreact", "typescript", "typescriptreact",
    "java", "kotlin", "scala", "c", "cpp", "cuda", "cs", "go", "rust", "swift", "ruby", "php",
    "lua", "sh", "bash", "zsh", "julia", "r", "sql", "yaml", "toml", "dockerfile", "make",
    "html", "xml", "css", "haskell", "rst", "tex", "text",
  },
  root_markers = { ".ai-glossary.yaml", ".ai-glossary.yml", ".git" },
  settings = {
    aiGlossary = {
      language = "auto",
    },
  },
  -- The server reads its settings from initializationOptions (the `aiGlossary` section) and
  -- "auto" uses the client's locale: send both, taken from the (possibly overridden) settings.
  before_init = function(params, config)
    local ok, glossary = pcall(require, "ai_glossary")
    if ok then
      return glossary.before_init(params, config)
    end
    -- this file copied on its own (without lua/ai_glossary): settings only
    local section = config.settings and config.settings.aiGlossary
    if params.initializationOptions == nil and type(section) == "table" then
      params.initializationOptions = vim.deepcopy(section)
    end
  end,
}
