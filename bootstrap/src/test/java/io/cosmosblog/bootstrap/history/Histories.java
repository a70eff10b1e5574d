package io.cosmosblog.bootstrap.history;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Random histories from a seed: the same seed, the same history. Two sign-ups first, then every
 * command with weights like a small blog's day: mostly posts, comments and likes, now and then a
 * rename, a new token, a delete, an erasure, an operator's command, a full store.
 */
final class Histories {

    /**
     * What a storage can be asked: only the local store is killed, and only it and memory fill; memory
     * keeps nothing over a restart, and takes no copy: {@code copy} wants its target to itself (the
     * local store, its service stopped) or rebuilds its views after (Cosmos DB), and a store in memory,
     * which lives only in its service's process, can do neither without losing what it holds.
     */
    record Abilities(boolean restart, boolean kill, boolean fill, boolean takeCopies) {
    }

    private Histories() {
    }

    static List<Step> random(long seed, int length, Abilities can) {
        Random random = new Random(seed);
        List<Step> steps = new ArrayList<>(List.of(new Step.SignUp(), new Step.SignUp()));
        boolean full = false;
        while (steps.size() < length) {
            int u = random.nextInt(1000);
            int p = random.nextInt(1000);
            int roll = random.nextInt(100);
            Step step;
            if (roll < 7) {
                step = new Step.SignUp();
            } else if (roll < 11) {
                step = new Step.Rename(u);
            } else if (roll < 14) {
                step = new Step.ReplaceToken(u);
            } else if (roll < 15) {
                step = new Step.SignOutEverywhere(u);
            } else if (roll < 26) {
                step = new Step.Write(u);
            } else if (roll < 30) {
                step = new Step.Edit(u, p);
            } else if (roll < 41) {
                step = new Step.Comment(u, p);
            } else if (roll < 48) {
                step = new Step.Like(u, p);
            } else if (roll < 51) {
                step = new Step.Unlike(u, p);
            } else if (roll < 55) {
                step = new Step.DeleteComment(u, p, random.nextInt(1000));
            } else if (roll < 58) {
                step = new Step.DeletePost(u, p);
            } else if (roll < 62) {
                step = new Step.Erase(u);
            } else if (roll < 65) {
                step = new Step.RenameWhileErasing(u);
            } else if (roll < 66) {
                step = new Step.CommentWhileErasing(u, p);
            } else if (roll < 70) {
                Step.Moderation action = Step.Moderation.values()[random.nextInt(Step.Moderation.values().length)];
                step = new Step.Moderate(action, action == Step.Moderation.DISABLE_USER || action == Step.Moderation.ERASE_USER ? u : p,
                        random.nextInt(1000));
            } else if (roll < 73 && can.restart()) {
                step = new Step.Restart();
            } else if (roll < 75 && can.kill()) {
                step = new Step.Kill();
            } else if (roll < 79 && can.fill()) {
                step = full ? new Step.MakeRoom() : new Step.Fill();
                full = !full;
            } else if (roll < 84) {
                step = new Step.CopyOut();
            } else if (roll < 87 && can.takeCopies()) {
                step = new Step.CopyBack();
            } else if (roll < 89) {
                step = new Step.Rebuild();
            } else if (roll < 93) {
                step = new Step.Look();
            } else if (roll < 97) {
                step = new Step.StaleEdit(p);
            } else if (roll < 99) {
                step = new Step.SlowWriteRevoked(u, p, random.nextBoolean(), random.nextBoolean());
            } else {
                step = new Step.Comment(u, p);
            }
            steps.add(step);
        }
        return steps;
    }
}
