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
  -- language = "auto" follows the client's locale, which Neovim's `initialize` does not send:
  -- add it from v:lang ("fr_FR.UTF-8" -> "fr-FR"; none for C/POSIX).
  before_init = function(params)
    local lang = (vim.v.lang or ""):gsub("[.@].*$", ""):gsub("_", "-")
    if params.locale == nil and lang ~= "" and lang ~= "C" and lang ~= "POSIX" then
      params.locale = lang
    end
  end,
}
