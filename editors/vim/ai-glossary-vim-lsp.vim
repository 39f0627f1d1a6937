" AI Glossary language server for vim-lsp (https://github.com/prabirshrestha/vim-lsp).
" Put this in your vimrc. Needs `ai-glossary` on $PATH. Hover: :LspHover.
" Switch the language live: :call lsp#update_workspace_config('ai-glossary', {'aiGlossary': {'language': 'fr'}})
let g:ai_glossary_settings = get(g:, 'ai_glossary_settings', {'language': 'auto'})

if executable('ai-glossary')
    augroup ai_glossary_vim_lsp
        autocmd!
        autocmd User lsp_setup call lsp#register_server({
        \   'name': 'ai-glossary',
        \   'cmd': {server_info -> ['ai-glossary', 'serve']},
        \   'root_uri': {server_info -> lsp#utils#path_to_uri(
        \       lsp#utils#find_nearest_parent_file_directory(lsp#utils#get_buffer_path(),
        \           ['.ai-glossary.yaml', '.ai-glossary.yml', '.git/']))},
        \   'allowlist': ['markdown', 'python', 'javascript', 'javascriptreact', 'typescript',
        \       'typescriptreact', 'java', 'kotlin', 'scala', 'c', 'cpp', 'cuda', 'cs', 'go',
        \       'rust', 'swift', 'ruby', 'php', 'lua', 'sh', 'bash', 'zsh', 'julia', 'r', 'sql',
        \       'yaml', 'toml', 'dockerfile', 'make', 'html', 'xml', 'css', 'haskell', 'rst',
        \       'tex', 'text'],
        \   'initialization_options': g:ai_glossary_settings,
        \   'workspace_config': {'aiGlossary': g:ai_glossary_settings},
        \ })
    augroup END
endif
