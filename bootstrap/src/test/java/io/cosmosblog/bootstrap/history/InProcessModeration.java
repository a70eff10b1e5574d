package io.cosmosblog.bootstrap.history;

import io.cosmosblog.adapters.moderation.ModerationRequest;
import io.cosmosblog.application.failure.NotFoundException;
import io.cosmosblog.bootstrap.BlogComponent;

/** {@code moderate} where no socket carries it (in memory, Cosmos DB): the same moderator, called in this process. */
final class InProcessModeration {

    private InProcessModeration() {
    }

    static String act(BlogComponent blog, String... words) {
        try {
            return blog.storageMaintenance().moderator().act(ModerationRequest.parse(String.join(" ", words)));
        } catch (NotFoundException e) {
            throw new BlogUnderTest.ModerationRefused(e.getMessage(), true);
        } catch (RuntimeException e) {
            throw new BlogUnderTest.ModerationRefused(e.toString(), false);
        }
    }
}
