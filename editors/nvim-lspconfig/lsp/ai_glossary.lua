---@brief
---
--- https://github.com/ai-glossary/ai-glossary
---
--- AI Glossary explains AI/ML jargon (FSDP, ZeRO, LoRA, ...) found in the prose of a document
--- (comments, docstrings, Markdown) in the reader's language. Install the server with
--- `pipx install ai-glossary`, `uv tool install ai-glossary` or `:MasonInstall ai-glossary`.
---
--- `settings.aiGlossary.language` chooses the language ("auto", "en", "fr", "nl", "bn", "zh-Hans",
--- "ja", "es", "de"); the server asks for the `aiGlossary` section with workspace/configuration.

-- Submit as lsp/ai_glossary.lua in nvim-lspconfig. Pure data: the same cmd, filetypes and root
-- markers as editors/neovim/lsp/ai_glossary.lua (tests/unit/packaging checks both with Neovim).
---@type vim.lsp.Config
return {
  cmd = { 'ai-glossary', 'serve' },
  filetypes = {
    'markdown', 'python', 'javascript', 'javascriptreact', 'typescript', 'typescriptreact',
    'java', 'kotlin', 'scala', 'c', 'cpp', 'cuda', 'cs', 'go', 'rust', 'swift', 'ruby', 'php',
    'lua', 'sh', 'bash', 'zsh', 'julia', 'r', 'sql', 'yaml', 'toml', 'dockerfile', 'make',
    'html', 'xml', 'css', 'haskell', 'rst', 'tex', 'text',
  },
  root_markers = { '.ai-glossary.yaml', '.ai-glossary.yml', '.git' },
  settings = {
    aiGlossary = {
      language = 'auto',
    },
  },
}
