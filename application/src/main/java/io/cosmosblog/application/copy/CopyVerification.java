package io.cosmosblog.application.copy;

import io.cosmosblog.application.port.Reactions;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.domain.post.Comment;
import io.cosmosblog.domain.post.Like;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.post.Reaction;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import io.cosmosblog.domain.user.Username;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * Checks a copy: the counts of every kind on both sides (every item of the source found or written
 * on the target, and the target holding as many users and posts as the source, counted there: with
 * the source's all among them, one more is one the source does not hold), and the sampled users,
 * posts and their comments and likes field by field, the author's name on each included: a name
 * that differs is excused only while the source's copy is not yet its author's name there (a
 * rename on its way at the source). A difference names the item by kind and id and the field by name, never its value: a
 * user's token hash is a secret.
 */
final class CopyVerification {

    private final StoragePorts from;
    private final StoragePorts to;
    private final List<String> differences = new ArrayList<>();
    private long compared;

    CopyVerification(StoragePorts from, StoragePorts to) {
        this.from = from;
        this.to = to;
    }

    CopyResult verify(List<CopiedKind> kinds, VerificationSample samples) {
        for (CopiedKind kind : kinds) {
            if (kind.copied() != kind.inSource()) {
                differences.add(String.format("%s: %,d in the source, %,d of them copied", kind.name(), kind.inSource(),
                        kind.copied()));
            } else if (kind.inTarget() != kind.inSource()) {
                differences.add(String.format("%s: %,d in the source, %,d in the target", kind.name(), kind.inSource(),
                        kind.inTarget()));
            }
        }
        samples.users().forEach(this::compareUser);
        samples.posts().forEach(this::comparePost);
        return new CopyResult(kinds, compared, List.copyOf(differences));
    }

    private void compareUser(UserId id) {
        compared++;
        Optional<User> source = from.users().find(id);
        Optional<User> target = to.users().find(id);
        if (source.isEmpty() || target.isEmpty()) {
            if (source.isPresent() || target.isPresent()) {
                differences.add("user " + id.value() + " is missing from the " + (source.isEmpty() ? "source" : "target"));
            }
            return;
        }
        List<String> differing = new ArrayList<>();
        differs(differing, "username", source.get(), target.get(), User::username);
        differs(differing, "tokenHash", source.get(), target.get(), User::tokenHash);
        differs(differing, "tokenIssuedAt", source.get(), target.get(), User::tokenIssuedAt);
        if (target.get().revision() < source.get().revision()) { // higher where the copy brought a name back (BroughtBack)
            differing.add("revision");
        }
        if (!differing.isEmpty()) {
            differences.add("user " + id.value() + ": " + String.join(", ", differing) + " differ" + (differing.size() == 1 ? "s" : ""));
        }
    }

    private static <T> void differs(List<String> differing, String name, User a, User b, Function<User, T> value) {
        if (!Objects.equals(value.apply(a), value.apply(b))) {
            differing.add(name);
        }
    }

    private void comparePost(PostId id) {
        compared++;
        Optional<Post> source = from.posts().find(id);
        Optional<Post> target = to.posts().find(id);
        if (source.isEmpty() || target.isEmpty()) {
            differences.add("post " + id.value() + " is missing from the " + (source.isEmpty() ? "source" : "target"));
            return;
        }
        Post a = source.get();
        Post b = target.get();
        field(id, "userId", a, b, Post::userId);
        field(id, "title", a, b, Post::title);
        field(id, "content", a, b, Post::content);
        field(id, "creationDate", a, b, Post::creationDate);
        field(id, "commentCount", a, b, Post::commentCount);
        field(id, "likeCount", a, b, Post::likeCount);
        name(id, "userUsername", a.userId(), a.userUsername(), b.userUsername());
        compareReactions(id, "comment", from.comments(), to.comments(), comment -> List.of(comment.userId(),
                comment.content(), comment.creationDate()));
        compareReactions(id, "like", from.likes(), to.likes(), like -> List.of(like.userId(), like.creationDate()));
    }

    private <T> void field(PostId post, String name, Post a, Post b, Function<Post, T> value) {
        if (!Objects.equals(value.apply(a), value.apply(b))) {
            differences.add("post " + post.value() + ": " + name + " differs");
        }
    }

    /** A copy of an author's name that differs, unless the source's is not yet the author's name there. */
    private void name(PostId post, String what, UserId author, Username source, Username target) {
        if (!source.equals(target) && from.users().find(author).map(User::username).filter(source::equals).isPresent()) {
            differences.add("post " + post.value() + ": " + what + " differs");
        }
    }

    /**
     * The same reactions, each with the same fields and author's name ({@link #name}), in the order of
     * their time: those of one millisecond may come in any order, as Cosmos DB lists them by time
     * and the local store by when they were stored.
     */
    private <T extends Reaction<T>> void compareReactions(PostId post, String kind, Reactions<T> source, Reactions<T> target,
            Function<T, List<Object>> fields) {
        List<T> a = new ArrayList<>();
        List<T> b = new ArrayList<>();
        EveryReaction.on(source, post, a::add);
        EveryReaction.on(target, post, b::add);
        Comparator<T> byTime = Comparator.comparing((T reaction) -> reaction.creationDate()).thenComparing(Reaction::identity);
        a.sort(byTime);
        b.sort(byTime);
        compared += a.size();
        if (a.size() != b.size()) {
            differences.add(String.format("post %s: %,d %ss in the source, %,d in the target", post.value(), a.size(), kind,
                    b.size()));
            return;
        }
        for (int i = 0; i < a.size(); i++) {
            if (!a.get(i).identity().equals(b.get(i).identity()) || !fields.apply(a.get(i)).equals(fields.apply(b.get(i)))) {
                differences.add("post " + post.value() + ": its " + kind + " " + a.get(i).identity() + " differs");
                return;
            }
            name(post, "its " + kind + " " + a.get(i).identity() + "'s userUsername", a.get(i).userId(), a.get(i).userUsername(),
                    b.get(i).userUsername());
        }
    }
}
