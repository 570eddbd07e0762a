-- The portfolio's summary (issue 33) of the reports made before the server kept it at submit: the
-- same as the domain's portfolioSummary (packages/domain/src/scoring/portfolio-summary.ts), from the
-- stored report. head_scores: per tax head, the highest cell score over every row of the ORIGINAL
-- table (originalTable.values[row][head].score), 0 when no row has that head. next_key_date: the
-- soonest key date (keyDates[].due, dd/mm/yyyy) the report does not mark overdue, its as-at date's
-- judgement; null when none, or for a report made before key dates were kept (no keyDates).
-- Only reports without a summary, so a report a newer server already summed is left as it is.
UPDATE "reports" AS r SET
	"head_scores" = (
		SELECT jsonb_build_object(
			'IT', coalesce(max((v.cells -> 'IT' ->> 'score')::float8), 0),
			'CGT', coalesce(max((v.cells -> 'CGT' ->> 'score')::float8), 0),
			'IHT', coalesce(max((v.cells -> 'IHT' ->> 'score')::float8), 0),
			'CT', coalesce(max((v.cells -> 'CT' ->> 'score')::float8), 0),
			'ATED', coalesce(max((v.cells -> 'ATED' ->> 'score')::float8), 0)
		)
		FROM jsonb_each(
			CASE WHEN jsonb_typeof(r."original" -> 'originalTable' -> 'values') = 'object'
				THEN r."original" -> 'originalTable' -> 'values' ELSE '{}'::jsonb END
		) AS v(row_id, cells)
	),
	"next_key_date" = (
		SELECT min(to_date(k.value ->> 'due', 'DD/MM/YYYY'))
		FROM jsonb_array_elements(
			CASE WHEN jsonb_typeof(r."original" -> 'keyDates') = 'array'
				THEN r."original" -> 'keyDates' ELSE '[]'::jsonb END
		) AS k(value)
		WHERE NOT coalesce((k.value ->> 'overdue')::boolean, false)
	)
WHERE r."head_scores" IS NULL;
