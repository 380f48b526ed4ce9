-- Every session shows its drill: an animated pitch picture in metres (api-contract.md "Sessions you
-- can see, safe by age": area, items, moves). The seed writes it from db/content/sessions/diagrams-*.ts;
-- the console edits it (checked by the contract's diagramProblems). Null: none yet (a console session).
ALTER TABLE training_sessions ADD COLUMN diagram jsonb;
