-- Seats are counted from the members and the invites' live links instead: the stored count drifted.
ALTER TABLE "agencies" DROP COLUMN "member_count";
