;;; emacs_driver.el --- headless Eglot driver for tests/editors/test_emacs_eglot.py  -*- lexical-binding: t; -*-
;;
;; emacs -Q --batch -l tests/editors/emacs_driver.el
;; Environment:
;;   AIG_SNIPPET    editors/emacs/ai-glossary-eglot.el (the documented setup, loaded as is)
;;   AIG_WORKSPACE  a temp copy of tests/editors/fixtures/workspace
;;   AIG_FILE       file to open, relative to the workspace (train.py)
;;   AIG_PATTERN    text to hover (ZeRO)
;;   AIG_SWITCH     optional language to switch to, then hover again (fr)
;;   AIG_OUT        where the JSON result is written
;;   AIG_TIMEOUT    seconds per wait (default 20)
;; `ai-glossary' must be on PATH (the test puts the venv's bin/ first).

(require 'cl-lib)
(require 'json)

(defvar aig-timeout (string-to-number (or (getenv "AIG_TIMEOUT") "20")))
(defvar aig-result (list (cons 'emacs emacs-version)))
(defvar aig-t0 (float-time))

(defun aig-put (key value) (push (cons key value) aig-result))

(defun aig-write (ok)
  (aig-put 'ok (if ok t :json-false))
  (aig-put 'total_s (- (float-time) aig-t0))
  (with-temp-file (getenv "AIG_OUT")
    (insert (json-encode aig-result))))

(defun aig-events-tail ()
  (let ((buf (cl-find-if (lambda (b) (string-match-p "EGLOT.*events" (buffer-name b))) (buffer-list))))
    (if (not buf) ""
      (with-current-buffer buf
        (buffer-substring-no-properties (max (point-min) (- (point-max) 4000)) (point-max))))))

(defun aig-wait (pred what)
  "Run the event loop until PRED is non-nil, or fail naming WHAT."
  (let ((deadline (+ (float-time) aig-timeout)))
    (while (and (not (funcall pred)) (< (float-time) deadline))
      (accept-process-output nil 0.05))
    (or (funcall pred)
        (error "Timed out after %ss waiting for %s" aig-timeout what))))

;; Emacs 28 + Debian's elpa-eglot: -Q skips the site ELPA directory.
(require 'package)
(add-to-list 'package-directory-list "/usr/share/emacs/site-lisp/elpa")
(package-initialize)

(defun aig-hover-eldoc ()
  "What the user sees: Eglot's own hover eldoc function (the echo area / eldoc buffer)."
  (let ((got nil) (done nil))
    (eglot-hover-eldoc-function (lambda (info &rest _) (setq got info done t)))
    (aig-wait (lambda () done) "the eldoc hover callback")
    (and got (substring-no-properties got))))

(defun aig-hover-raw ()
  "The raw textDocument/hover Markdown, through Eglot's connection."
  (let* ((res (jsonrpc-request (eglot-current-server) :textDocument/hover
                               (eglot--TextDocumentPositionParams)
                               :timeout aig-timeout))
         (contents (and res (plist-get res :contents))))
    (cond ((null contents) nil)
          ((stringp contents) contents)
          ((plist-get contents :value))
          (t (format "%S" contents)))))

(defun aig-run ()
  (load (getenv "AIG_SNIPPET") nil t)
  (aig-put 'eglot_version
           (let ((desc (cadr (assq 'eglot package-alist))))
             (if desc (package-version-join (package-desc-version desc)) "built-in")))
  (let* ((workspace (file-name-as-directory (getenv "AIG_WORKSPACE")))
         (file (expand-file-name (getenv "AIG_FILE") workspace))
         (pattern (getenv "AIG_PATTERN"))
         (switch (getenv "AIG_SWITCH"))
         (default-directory workspace)
         (t-open (float-time)))
    (find-file file)
    (switch-to-buffer (current-buffer)) ; eldoc only reports into a displayed buffer
    (aig-put 'major_mode (symbol-name major-mode))
    ;; eglot-ensure connects from post-command-hook, i.e. after the command that opened the
    ;; file; batch mode has no command loop, so run the hook as the loop would.
    (run-hooks 'post-command-hook)
    (aig-wait (lambda () (and (eglot-current-server) eglot--managed-mode))
              "Eglot to connect to the ai-glossary server (is `ai-glossary' on PATH?)")
    (aig-put 'attach_s (- (float-time) t-open))
    (let* ((server (eglot-current-server))
           (proc (jsonrpc--process server)))
      (aig-put 'server_command (process-command proc))
      (aig-put 'project_root (project-root (eglot--project server)))
      (goto-char (point-min))
      (search-forward pattern)
      (goto-char (+ (match-beginning 0) 1))
      (let ((t-hover (float-time)))
        (aig-put 'hover_raw (aig-hover-raw))
        (aig-put 'hover_s (- (float-time) t-hover)))
      (aig-put 'hover_eldoc (aig-hover-eldoc))
      (when switch
        (ai-glossary-set-language switch)
        ;; a notification: give the server a bounded moment to apply it
        (let ((before (cdr (assq 'hover_raw aig-result)))
              (deadline (+ (float-time) aig-timeout))
              after)
          (setq after (aig-hover-raw))
          (while (and (equal after before) (< (float-time) deadline))
            (accept-process-output nil 0.1)
            (setq after (aig-hover-raw)))
          (aig-put 'hover_switched_raw after)
          (aig-put 'hover_switched_eldoc (aig-hover-eldoc))))
      ;; Shutdown through Eglot's own path (shutdown request, exit notification). Eglot 1.9 with
      ;; Emacs 28's jsonrpc deletes the process right after `exit' ("exited with status 9"):
      ;; give the server a bounded moment to exit by itself first, and record how it ended.
      (let ((t-stop (float-time)))
        (advice-add 'jsonrpc-shutdown :before
                    (lambda (&rest _)
                      (let ((deadline (+ (float-time) 5)))
                        (while (and (process-live-p proc) (< (float-time) deadline))
                          (accept-process-output nil 0.02)))
                      (aig-put 'exited_by_itself (if (process-live-p proc) :json-false t)))
                    '((name . aig-wait-for-exit)))
        (eglot-shutdown server)
        (aig-wait (lambda () (not (process-live-p proc))) "the server process to end")
        (aig-put 'shutdown_s (- (float-time) t-stop))
        (aig-put 'exit_status (symbol-name (process-status proc)))
        (aig-put 'exit_code (process-exit-status proc))))))

(condition-case err
    (progn (aig-run) (aig-write t) (kill-emacs 0))
  (error
   (aig-put 'error (error-message-string err))
   (aig-put 'events_tail (aig-events-tail))
   (aig-write nil)
   (kill-emacs 1)))
