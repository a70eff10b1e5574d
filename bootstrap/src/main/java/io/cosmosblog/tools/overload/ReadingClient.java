package io.cosmosblog.tools.overload;

import java.io.IOException;
import java.net.InetAddress;
import java.util.List;
import java.util.Random;

/** A client reading as fast as it is answered: the feed, and posts known to exist. */
final class ReadingClient implements Runnable {

    private final RawHttp http;
    private final InetAddress address;
    private final List<String> posts;
    private final long deadline;
    private final Tally tally;
    private final Random random;

    ReadingClient(RawHttp http, InetAddress address, List<String> posts, long deadline, Tally tally, long seed) {
        this.http = http;
        this.address = address;
        this.posts = posts;
        this.deadline = deadline;
        this.tally = tally;
        this.random = new Random(seed);
    }

    @Override
    public void run() {
        while (System.nanoTime() < deadline) {
            String path = random.nextBoolean() ? "/api/feed?limit=20" : "/api/posts/" + posts.get(random.nextInt(posts.size()));
            try {
                RawHttp.Answer answer = http.send(address, "GET", path, null, null);
                tally.answered(answer.status(), answer.nanos());
            } catch (IOException e) {
                tally.noAnswer();
            }
        }
    }
}
