package io.cosmosblog.bootstrap;

import io.cosmosblog.application.moderation.DisableUser;
import io.cosmosblog.application.moderation.EraseUser;
import io.cosmosblog.application.moderation.RemoveComment;
import io.cosmosblog.application.moderation.RemovePost;
import jakarta.inject.Inject;

/** The operator's four answers to abuse, handed to {@link OperatorTools} together. */
record Moderation(DisableUser disableUser, EraseUser eraseUser, RemovePost removePost, RemoveComment removeComment) {

    @Inject
    Moderation {
    }
}
