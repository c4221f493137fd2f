-- France's packaging EPR identifier(s), kept until now in shop_settings.rep_identifiers, become
-- France's row of packaging_registrations (decision 165); the column stays, read by nothing.
INSERT INTO packaging_registrations (country, register, number)
SELECT 'FR', 'ADEME (identifiant unique REP)', trim(rep_identifiers)
FROM shop_settings
WHERE id = 1 AND trim(rep_identifiers) <> '';
