;;; ai-glossary-eglot.el --- AI Glossary language server with Eglot  -*- lexical-binding: t; -*-
;; Emacs 29+ (built-in Eglot), or Emacs 26-28 with Eglot from GNU ELPA / Debian's elpa-eglot.
;; Needs `ai-glossary' on `exec-path' (pipx install ai-glossary, or a venv's bin/).

(require 'cl-lib)
(require 'eglot)

(defvar ai-glossary-settings (list :language "auto")
  "The `aiGlossary' settings: :language (\"auto\", \"en\", \"fr\", \"nl\", \"bn\", ...),
:fallbackLanguages, :scope (\"prose\", \"strings\", \"everywhere\"), :glossaries.")

(defvar ai-glossary-modes
  '(python-mode (python-ts-mode :language-id "python")
    markdown-mode (gfm-mode :language-id "markdown") (rst-mode :language-id "restructuredtext")
    (js-mode :language-id "javascript") (js-ts-mode :language-id "javascript")
    typescript-mode (typescript-ts-mode :language-id "typescript")
    java-mode c-mode (c++-mode :language-id "cpp") go-mode (go-ts-mode :language-id "go")
    rust-mode (rust-ts-mode :language-id "rust") ruby-mode (sh-mode :language-id "shellscript")
    lua-mode yaml-mode (latex-mode :language-id "latex"))
  "Major modes (with LSP language ids) in which Eglot runs the AI Glossary server.")

;; Eglot runs one server per buffer: in these modes AI Glossary replaces the default one.
(add-to-list 'eglot-server-programs
             `(,ai-glossary-modes
               . ("ai-glossary" "serve"
                  :initializationOptions ,(lambda (_server) ai-glossary-settings))))

(defun ai-glossary--publish-settings ()
  "Put `ai-glossary-settings' under :aiGlossary in `eglot-workspace-configuration'."
  (let ((conf (default-value 'eglot-workspace-configuration)))
    (unless (functionp conf)
      (setq-default eglot-workspace-configuration
                    (plist-put (copy-sequence conf) :aiGlossary ai-glossary-settings)))))
(ai-glossary--publish-settings)

(defun ai-glossary-set-language (language)
  "Switch the AI Glossary explanation LANGUAGE live, in every running server."
  (interactive
   (list (completing-read "AI Glossary language: " '("auto" "en" "fr" "nl" "bn"))))
  (setq ai-glossary-settings (plist-put (copy-sequence ai-glossary-settings) :language language))
  (ai-glossary--publish-settings)
  (dolist (servers (hash-table-values eglot--servers-by-project))
    (dolist (server servers)
      (when (cl-some (lambda (arg) (string-match-p "ai[-_]glossary" arg))
                     (process-command (jsonrpc--process server)))
        (eglot-signal-didChangeConfiguration server)))))

;; Start automatically in these modes (or run M-x eglot by hand).
(dolist (mode ai-glossary-modes)
  (add-hook (intern (format "%s-hook" (if (consp mode) (car mode) mode))) #'eglot-ensure))
