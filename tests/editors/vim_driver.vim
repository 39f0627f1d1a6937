" Headless Vim + ALE driver for tests/editors/test_vim_ale.py.
"
"   vim -N -u NONE -i NONE -n -es -S tests/editors/vim_driver.vim
" Environment:
"   AIG_SNIPPET    editors/vim/ai-glossary-ale.vim (the documented setup, sourced as is)
"   AIG_WORKSPACE  a temp copy of tests/editors/fixtures/workspace
"   AIG_FILE       file to open, relative to the workspace (train.py)
"   AIG_PATTERN    text to hover (ZeRO)
"   AIG_SWITCH     optional language to switch to with :AiGlossaryLanguage, then hover again
"   AIG_OUT        where the JSON result is written
"   AIG_TIMEOUT    seconds per wait (default 20)
" `ai-glossary` must be on $PATH (the test puts the venv's bin/ first).

let s:result = {'vim': v:version}
let s:timeout_ms = str2nr(empty($AIG_TIMEOUT) ? '20' : $AIG_TIMEOUT) * 1000
let s:t0 = reltime()

function! s:Elapsed(t) abort
    return reltimefloat(reltime(a:t))
endfunction

function! s:Write(ok) abort
    let s:result.ok = a:ok ? v:true : v:false
    let s:result.total_s = s:Elapsed(s:t0)
    call writefile([json_encode(s:result)], $AIG_OUT)
endfunction

" Run the event loop (timers, job callbacks) until the expression is true, or throw.
function! s:WaitFor(expr, what) abort
    let l:start = reltime()
    while !eval(a:expr)
        if s:Elapsed(l:start) * 1000 > s:timeout_ms
            throw printf('Timed out after %d ms waiting for %s', s:timeout_ms, a:what)
        endif
        sleep 20m
    endwhile
endfunction

function! s:Connection() abort
    for l:conn in values(ale#lsp#GetConnections())
        if get(l:conn, 'initialized', 0) && l:conn.id =~# 'ai[-_]glossary'
            return l:conn
        endif
    endfor
    return {}
endfunction

function! s:PreviewLines() abort
    for l:win in range(1, winnr('$'))
        if getwinvar(l:win, '&previewwindow')
            return getbufline(winbufnr(l:win), 1, '$')
        endif
    endfor
    return []
endfunction

" Every response from the server, seen beside ALE's own handlers.
let s:responses = []
function! s:OnResponse(conn_id, response) abort
    if has_key(a:response, 'id') && has_key(a:response, 'result')
        call add(s:responses, a:response)
    endif
endfunction

function! s:NullHoverArrived() abort
    return !empty(filter(copy(s:responses), 'v:val.result is v:null'))
endfunction

function! s:Hover() abort
    " What the user sees: :ALEHover, shown in the preview window (g:ale_hover_to_preview).
    silent! pclose
    let s:responses = []
    let l:t = reltime()
    ALEHover
    call s:WaitFor('!empty(s:PreviewLines()) || s:NullHoverArrived()', 'the :ALEHover preview window')
    let l:lines = s:PreviewLines()
    silent! pclose
    return [join(l:lines, "\n"), s:Elapsed(l:t)]
endfunction

function! s:Run() abort
    filetype plugin on
    packadd ale
    let s:result.ale_loaded = exists('g:loaded_ale') ? v:true : v:false
    let g:ale_hover_to_preview = 1
    let g:ale_echo_cursor = 0
    let g:ale_virtualtext_cursor = 'disabled'
    execute 'source' fnameescape($AIG_SNIPPET)

    execute 'cd' fnameescape($AIG_WORKSPACE)
    let l:t = reltime()
    execute 'edit' fnameescape($AIG_FILE)
    let s:result.filetype = &filetype
    " ALE lints (and so starts LSP linters) on BufEnter/after a delay; ask for it now.
    ALELint
    call s:WaitFor('!empty(s:Connection())',
    \   'ALE to start the ai-glossary server (is `ai-glossary` on PATH?)')
    let s:result.attach_s = s:Elapsed(l:t)
    let l:conn = s:Connection()
    let s:result.connection_id = l:conn.id
    let s:result.server_pid = l:conn.job_id
    call ale#lsp#RegisterCallback(l:conn.id, function('s:OnResponse'))

    call cursor(1, 1)
    if search('\V' . escape($AIG_PATTERN, '\'), 'cW') == 0
        throw 'pattern not found: ' . $AIG_PATTERN
    endif
    normal! l
    let [s:result.hover, s:result.hover_s] = s:Hover()

    if !empty($AIG_SWITCH)
        execute 'AiGlossaryLanguage' $AIG_SWITCH
        let l:start = reltime()
        let [l:after, l:_] = s:Hover()
        " a notification: give the server a bounded moment to apply it
        while l:after ==# s:result.hover && s:Elapsed(l:start) * 1000 < s:timeout_ms
            sleep 100m
            let [l:after, l:_] = s:Hover()
        endwhile
        let s:result.hover_switched = l:after
    endif

    " What ALE does on :ALEStopAllLSPs / exit: close stdin, SIGTERM, SIGKILL after 100 ms.
    let l:t = reltime()
    let l:pid = l:conn.job_id
    ALEStopAllLSPs
    call s:WaitFor('!isdirectory("/proc/' . l:pid . '")', 'the server process to end')
    let s:result.stop_s = s:Elapsed(l:t)
endfunction

try
    call s:Run()
    call s:Write(1)
    qall!
catch
    let s:result.error = v:exception . ' @ ' . v:throwpoint
    call s:Write(0)
    cquit 1
endtry
