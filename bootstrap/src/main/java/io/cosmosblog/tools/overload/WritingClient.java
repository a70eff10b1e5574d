package io.cosmosblog.tools.overload;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * A client writing as fast as it is answered: posts, comments on them and likes, every
 * acknowledged one recorded. A heavy writer's posts are the largest allowed (100,000 characters).
 */
final class WritingClient extends LoadClient {

    private static final int LARGEST_POST = 100_000;

    private final Account account;
    private final boolean heavy;
    private final Acknowledged acknowledged;
    private final Random random;
    private final List<String> ownPosts = new ArrayList<>();
    private int n;

    WritingClient(RawHttp http, Account account, boolean heavy, long deadline, Tally tally, Acknowledged acknowledged, long seed) {
        super(http, deadline, tally);
        this.account = account;
        this.heavy = heavy;
        this.acknowledged = acknowledged;
        this.random = new Random(seed);
    }

    @Override
    void request() throws IOException {
        n++;
        if (ownPosts.isEmpty() || random.nextInt(3) == 0) {
            post(n);
        } else if (random.nextBoolean()) {
            comment(n);
        } else {
            like();
        }
    }

    private void post(int n) throws IOException {
        String title = "post " + n + " by " + account.id();
        String content = heavy ? "\u00e9".repeat(LARGEST_POST) : "Written under load, number " + n + ".";
        RawHttp.Answer answer = http.send(account.address(), "POST", "/api/posts", account.token(),
                "{\"title\":\"" + title + "\",\"content\":\"" + content + "\"}");
        counted(answer);
        if (answer.status() == 201) {
            String id = Account.field(answer, "id");
            ownPosts.add(id);
            acknowledged.post(new Acknowledged.Post(id, title, content));
        }
    }

    private void comment(int n) throws IOException {
        String post = ownPosts.get(random.nextInt(ownPosts.size()));
        String content = "comment " + n;
        RawHttp.Answer answer = http.send(account.address(), "POST", "/api/posts/" + post + "/comments", account.token(),
                "{\"content\":\"" + content + "\"}");
        counted(answer);
        if (answer.status() == 201) {
            acknowledged.comment(new Acknowledged.Comment(post, Account.field(answer, "id"), content));
        }
    }

    private void like() throws IOException {
        String post = ownPosts.get(random.nextInt(ownPosts.size()));
        RawHttp.Answer answer = http.send(account.address(), "POST", "/api/posts/" + post + "/likes", account.token(), null);
        counted(answer);
        if (answer.status() == 201) {
            acknowledged.like(new Acknowledged.Like(post, account.id()));
        }
    }
}
