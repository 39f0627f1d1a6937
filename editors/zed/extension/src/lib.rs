// The AI Glossary language server for Zed: the command, the initialization options and the
// workspace configuration come from `lsp.ai-glossary` in settings.json when given there.
use zed_extension_api::{self as zed, serde_json::Value, settings::LspSettings, LanguageServerId, Result};

const SERVER: &str = "ai-glossary";

struct AiGlossary;

impl zed::Extension for AiGlossary {
    fn new() -> Self {
        AiGlossary
    }

    fn language_server_command(&mut self, _id: &LanguageServerId, worktree: &zed::Worktree) -> Result<zed::Command> {
        let binary = LspSettings::for_worktree(SERVER, worktree).ok().and_then(|s| s.binary);
        let command = binary
            .as_ref()
            .and_then(|b| b.path.clone())
            .or_else(|| worktree.which(SERVER))
            .ok_or("ai-glossary not found on PATH: pipx install ai-glossary (or uv tool install ai-glossary)")?;
        let args = binary.and_then(|b| b.arguments).unwrap_or_else(|| vec!["serve".into()]);
        Ok(zed::Command { command, args, env: worktree.shell_env() })
    }

    fn language_server_initialization_options(&mut self, _id: &LanguageServerId, worktree: &zed::Worktree) -> Result<Option<Value>> {
        Ok(LspSettings::for_worktree(SERVER, worktree).ok().and_then(|s| s.initialization_options))
    }

    fn language_server_workspace_configuration(&mut self, _id: &LanguageServerId, worktree: &zed::Worktree) -> Result<Option<Value>> {
        Ok(LspSettings::for_worktree(SERVER, worktree).ok().and_then(|s| s.settings))
    }
}

zed::register_extension!(AiGlossary);
