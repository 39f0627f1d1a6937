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
--
-- The server asks for the `aiGlossary` section (workspace/configuration), which Neovim answers from
-- `settings`.

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
  -- The chosen language goes explicitly in initializationOptions (it wins over the locale, even
  -- before the server asks for the settings). Neovim's `initialize` sends no locale: for "auto",
  -- v:lang ("fr_FR.UTF-8"; the server reads any shape of tag, and none for C/POSIX).
  before_init = function(params, config)
    local language = vim.tbl_get(config, "settings", "aiGlossary", "language") or "auto"
    params.initializationOptions = vim.tbl_deep_extend("keep", params.initializationOptions or {},
      { language = language })
    if params.locale == nil and (vim.v.lang or "") ~= "" then
      params.locale = vim.v.lang
    end
  end,
}
