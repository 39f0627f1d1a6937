-- nvim --headless -l dump_lsp_config.lua FILE: loads a vim.lsp.Config file (lsp/<name>.lua) as
-- Neovim does, prints it as JSON, with the paths of the values JSON cannot hold (functions).
local config = dofile(arg[1])
local functions = {}

local function data(value, path)
  local kind = type(value)
  if kind == 'table' then
    local copy = {}
    for k, v in pairs(value) do
      copy[k] = data(v, path .. '.' .. tostring(k))
    end
    return copy
  elseif kind == 'string' or kind == 'number' or kind == 'boolean' then
    return value
  end
  table.insert(functions, path .. ' (' .. kind .. ')')
  return vim.NIL
end

io.stdout:write(vim.json.encode({ config = data(config, 'config'), not_data = functions }))
