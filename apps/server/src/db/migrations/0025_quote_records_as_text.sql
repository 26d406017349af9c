-- A quote's request, answer and surcharge versions are the JSON the server wrote: kept as text,
-- which the database stores as it comes, where json checked every byte of them as it was written
-- (a fifth of the embedded database's work per quote row, decision 8's eighth pass). Reads cast
-- them to json where they look inside (the quote list's lane search, a backtest's Freight line).
-- There is no binary-coercible cast from json to text: the table is written again, once.
alter table quotes
  alter column request type text,
  alter column surcharge_versions type text,
  alter column answer type text;
