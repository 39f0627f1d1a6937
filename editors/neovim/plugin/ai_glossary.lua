-- In each buffer the ai_glossary client attaches to (lua/ai_glossary):
--   :AiGlossaryLanguage {lang}   switch the explanation language live (no restart)
--   :AiGlossaryLanguage          show the current language
--   :AiGlossaryDefine [term]     show a term's definition (default: the word under the cursor)
vim.api.nvim_create_autocmd("LspAttach", {
  group = vim.api.nvim_create_augroup("ai_glossary", { clear = true }),
  callback = function(args)
    local client = vim.lsp.get_client_by_id(args.data.client_id)
    if client and client.name == "ai_glossary" then
      require("ai_glossary").attach(client, args.buf)
    end
  end,
})
