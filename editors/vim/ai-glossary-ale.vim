" AI Glossary language server for ALE (https://github.com/dense-analysis/ale).
" Put this in your vimrc after ALE is loaded (e.g. after `packadd! ale`, or in
" ~/.vim/after/plugin/ai_glossary.vim). Needs `ai-glossary` on $PATH.
" Hover: :ALEHover (or K via `nmap K <Plug>(ale_hover)`); completion: let g:ale_completion_enabled = 1.

" The aiGlossary settings: language ("auto", "en", "fr", "nl", "bn", ...), scope, ...
let g:ai_glossary_settings = get(g:, 'ai_glossary_settings', {'language': 'auto'})

function! AiGlossaryProjectRoot(buffer) abort
    for l:marker in ['.ai-glossary.yaml', '.ai-glossary.yml']
        let l:file = ale#path#FindNearestFile(a:buffer, l:marker)
        if !empty(l:file)
            return fnamemodify(l:file, ':h')
        endif
    endfor
    let l:git = ale#path#FindNearestDirectory(a:buffer, '.git')
    return !empty(l:git) ? fnamemodify(l:git, ':h:h') : fnamemodify(bufname(a:buffer), ':p:h')
endfunction

for s:filetype in ['markdown', 'python', 'javascript', 'javascriptreact', 'typescript',
\   'typescriptreact', 'java', 'kotlin', 'scala', 'c', 'cpp', 'cuda', 'cs', 'go', 'rust',
\   'swift', 'ruby', 'php', 'lua', 'sh', 'bash', 'zsh', 'julia', 'r', 'sql', 'yaml', 'toml',
\   'dockerfile', 'make', 'html', 'xml', 'css', 'haskell', 'rst', 'tex', 'text']
    call ale#linter#Define(s:filetype, {
    \   'name': 'ai_glossary',
    \   'lsp': 'stdio',
    \   'executable': 'ai-glossary',
    \   'command': '%e serve',
    \   'project_root': function('AiGlossaryProjectRoot'),
    \   'initialization_options': {b -> deepcopy(g:ai_glossary_settings)},
    \   'lsp_config': {b -> {'aiGlossary': deepcopy(g:ai_glossary_settings)}},
    \})
endfor

" For a few filetypes ALE runs only its default linters (lists copied from ALE 3.3):
" add ai_glossary to them, or to your own g:ale_linters lists.
" (With g:ale_linters_explicit = 1, list 'ai_glossary' in g:ale_linters yourself.)
let g:ale_linters = get(g:, 'ale_linters', {})
for [s:filetype, s:linters] in items({
\   'python': ['flake8', 'mypy', 'pylint', 'pyright', 'ruff'],
\   'go': ['gofmt', 'golint', 'gopls', 'govet'], 'rust': ['cargo', 'rls'],
\   'yaml': ['spectral', 'yaml-language-server', 'yamllint'], 'zsh': ['shell'], 'text': []})
    let s:linters = get(g:ale_linters, s:filetype, s:linters)
    if type(s:linters) == v:t_list && index(s:linters, 'ai_glossary') < 0
        let g:ale_linters[s:filetype] = s:linters + ['ai_glossary']
    endif
endfor

" :AiGlossaryLanguage fr  -- ALE sends the new settings (workspace/didChangeConfiguration)
" with its next request to the server; :ALELint makes that happen now.
command! -nargs=1 -complete=customlist,s:AiGlossaryLanguages AiGlossaryLanguage
\   let g:ai_glossary_settings.language = <q-args> | ALELint
function! s:AiGlossaryLanguages(lead, line, pos) abort
    return filter(['auto', 'en', 'fr', 'nl', 'bn'], 'v:val =~# "^" . a:lead')
endfunction
