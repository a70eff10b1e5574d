package io.cosmosblog.adapters.inmemory.capacity;

import io.cosmosblog.adapters.inmemory.InMemoryStorage;
import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.failure.NotAuthenticatedException;
import io.cosmosblog.application.moderation.DisableUser;
import io.cosmosblog.application.port.BlogStorage;
import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.application.port.StorageFullException;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.application.revisions.SeenRevisions;
import io.cosmosblog.application.users.Actor;
import io.cosmosblog.application.users.AuthenticateUser;
import io.cosmosblog.application.users.EraseUserContent;
import io.cosmosblog.application.users.IssuedToken;
import io.cosmosblog.application.users.RegisterUser;
import io.cosmosblog.application.users.RenameUser;
import io.cosmosblog.application.users.Revocations;
import io.cosmosblog.application.users.RotateAccessToken;
import io.cosmosblog.application.users.SignOutEverywhere;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.user.TokenLifetime;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.Username;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A leaked token is taken back on a full store: replacing it, signing out everywhere and an
 * operator's disabling make nothing bigger, so the high-water mark does not refuse them, in memory
 * and on the local store, in every model. A rename, which writes the new name into every copy, is
 * refused as any write that can grow the store.
 */
class RevocationOnAFullStoreTest {

    private static final long MAX = 1L << 30; // large enough for the local store to agree to open

    private final Clock clock = Clock.systemUTC();
    private final SettableHeap heap = new SettableHeap(MAX);

    @TempDir
    Path directory;

    @ParameterizedTest
    @EnumSource(DataModel.class)
    void in_memory(DataModel model) {
        try (BlogStorage store = new InMemoryStorage(new StorageMeter(), model, 4,
                new HighWaterMark(heap, DiskSpace.NONE, new HeapAndDiskMarks(0.85, 0)))) {
            revokedWhileFull(store.ports());
        }
    }

    @ParameterizedTest
    @EnumSource(DataModel.class)
    void on_the_local_store(DataModel model) {
        try (BlogStorage store = InMemoryStorage.onDisk(directory, new StorageMeter(), model, 4, new HeapAndDiskMarks(0.85, 0), heap)) {
            revokedWhileFull(store.ports());
        }
    }

    private void revokedWhileFull(StoragePorts ports) {
        RegisterUser register = new RegisterUser(ports.users(), clock, TokenLifetime.DEFAULT);
        AuthenticateUser authenticate = new AuthenticateUser(ports.users(), clock, TokenLifetime.DEFAULT);
        IssuedToken ada = register.register(new Username("ada"));
        IssuedToken spammer = register.register(new Username("spammer"));
        Post spam = Samples.post(spammer.user(), "spam");
        ports.posts().add(spam);
        ports.comments().add(Samples.comment(spam, ada.user(), "on spam"));

        heap.use(MAX / 100 * 86);
        assertThatThrownBy(() -> ports.posts().add(Samples.post(ada.user(), "no room"))).isInstanceOf(StorageFullException.class);

        IssuedToken replaced = new RotateAccessToken(ports.users(), clock, TokenLifetime.DEFAULT, Revocations.unchecked()).rotate(ada.user(), ada.user().id());
        assertThatThrownBy(() -> authenticate.authenticate(ada.token().value())).isInstanceOf(NotAuthenticatedException.class);
        User current = authenticate.authenticate(replaced.token().value());

        new SignOutEverywhere(ports.users(), clock, Revocations.unchecked()).signOut(current, current.id());
        assertThatThrownBy(() -> authenticate.authenticate(replaced.token().value())).isInstanceOf(NotAuthenticatedException.class);

        new DisableUser(ports.users(), new EraseUserContent(ports.posts(), ports.comments(), ports.likes()), clock, Revocations.unchecked())
                .disable(spammer.user().id());
        assertThatThrownBy(() -> authenticate.authenticate(spammer.token().value())).isInstanceOf(NotAuthenticatedException.class);
        List<PostId> left = new ArrayList<>();
        ports.posts().forEachBy(spammer.user().id(), left::add);
        assertThat(left).isEmpty();

        User signedOut = ports.users().find(ada.user().id()).orElseThrow();
        assertThatThrownBy(() -> new RenameUser(ports.users(), Revocations.unchecked()).rename(Actor.atAnUnknownTime(signedOut), signedOut.id(), new Username("a much longer name"), SeenRevisions.ANY))
                .as("a rename can grow the store: refused while it is full").isInstanceOf(StorageFullException.class);
    }
}
