-- User commands for the AI Glossary language server.
--   :AiGlossaryLanguage {lang}   switch the explanation language live (no restart)
--   :AiGlossaryLanguage          show the current language
--   :AiGlossaryDefine [term]     show a term's definition (default: word under the cursor)
if vim.g.loaded_ai_glossary then
  return
end
vim.g.loaded_ai_glossary = true

local function glossary()
  return require("ai_glossary")
end

vim.api.nvim_create_user_command("AiGlossaryLanguage", function(opts)
  local g = glossary()
  local lang = vim.trim(opts.args or "")
  if lang == "" then
    g._notify("language: " .. tostring(g.current_language()))
    return
  end
  local n = g.set_language(lang)
  if n == 0 then
    g._notify(("no ai_glossary client is running; language %q will apply when one starts"):format(lang),
      vim.log.levels.WARN)
  else
    g._notify(("language set to %s (%d client%s)"):format(lang, n, n == 1 and "" or "s"))
  end
end, {
  nargs = "?",
  desc = "AI Glossary: set the explanation language (auto, en, fr, nl, bn, ...)",
  complete = function(arglead)
    return vim.tbl_filter(function(code)
      return vim.startswith(code, arglead)
    end, glossary().language_codes())
  end,
})

vim.api.nvim_create_user_command("AiGlossaryDefine", function(opts)
  glossary().show_definition(vim.trim(opts.args or ""))
end, {
  nargs = "?",
  desc = "AI Glossary: show the definition of a term (default: word under the cursor)",
  complete = function(arglead)
    return glossary().term_candidates(arglead)
  end,
})
