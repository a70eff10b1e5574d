package io.cosmosblog.tools.overload;

import java.io.IOException;

/**
 * One simulated client of the overload run: it makes its requests one after the other until the
 * run's deadline, each answer, or the lack of one, counted in the tally of its kind of client.
 */
abstract class LoadClient implements Runnable {

    final RawHttp http;
    private final long deadline;
    private final Tally tally;

    LoadClient(RawHttp http, long deadline, Tally tally) {
        this.http = http;
        this.deadline = deadline;
        this.tally = tally;
    }

    @Override
    public final void run() {
        while (beforeDeadline()) {
            try {
                request();
            } catch (IOException e) {
                tally.noAnswer();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    /** One request, its answer counted through {@link #counted}; an IOException counts as no answer. */
    abstract void request() throws IOException, InterruptedException;

    final boolean beforeDeadline() {
        return System.nanoTime() < deadline;
    }

    /** {@code answer}, counted. */
    final RawHttp.Answer counted(RawHttp.Answer answer) {
        tally.answered(answer.status(), answer.nanos());
        return answer;
    }
}
