package io.cosmosblog.adapters.inmemory.container;

import io.cosmosblog.application.port.metering.PartitionNames;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.domain.post.DeletedPost;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.post.Reaction;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.UnaryOperator;

/**
 * The containers of one store: users, posts (each with its comments and likes) and parked
 * changes, all committed through one journal and refused past one high-water mark. The in-memory
 * store and the local one share them: they differ only in their journal (none, or the disk) and
 * in what they do before serving (nothing, or load the disk). The data model decides, when it
 * builds them, where changes are reported and where each post and each copy of a name is indexed;
 * the views, where stored, are the model's own.
 */
public final class BlogContainers {

    /** As many physical partitions as the posts container gets on the service to begin with. */
    public static final int PHYSICAL_PARTITIONS = InMemoryCharges.PHYSICAL_PARTITIONS;

    private final Watch watch;
    private final PostIndex postIndex;
    private final NameIndex nameIndex;
    private final LockedPartitions<UserId, User> users;
    private final LockedPartitions<PostId, PostPartition> posts;
    private final InMemoryParkedChanges parked;
    private final DeletedPostRemains deletions = new DeletedPostRemains();

    /**
     * Both containers answer to {@code watch}. {@code postIndex} sees each post partition when
     * stored or loaded, and again when deleted: where the model queries across partitions.
     * {@code nameIndex} sees each user and post that carries a copy of their name (their post,
     * comment or like), when stored or loaded: where the model rewrites names, and where an erasure looks.
     */
    public BlogContainers(Watch watch, PostIndex postIndex, NameIndex nameIndex) {
        this.watch = watch;
        this.postIndex = postIndex;
        this.nameIndex = nameIndex;
        users = LockedPartitions.watched(PartitionNames.USERS, watch, User::revision, watch.changes()::userEntries);
        posts = LockedPartitions.watched(PartitionNames.POSTS, watch, PostPartition::revision,
                (before, created) -> List.of(new JournalEntry.PostStored(created.post())));
        parked = new InMemoryParkedChanges(watch.journal());
    }

    public StorageMeter meter() {
        return watch.meter();
    }

    public Journal journal() {
        return watch.journal();
    }

    public Changes changes() {
        return watch.changes();
    }

    public LockedPartitions<UserId, User> users() {
        return users;
    }

    public LockedPartitions<PostId, PostPartition> posts() {
        return posts;
    }

    public InMemoryParkedChanges parked() {
        return parked;
    }

    /** A post partition just created or loaded, handed to the model's index. */
    public void indexed(PostPartition partition) {
        postIndex.add(partition);
    }

    /**
     * Deletes the post with everything on it, under its partition's lock, and takes it out of the
     * model's index; the projections hear of it. {@code asRead}: the post as the model reads it,
     * whose revision the delete passes. Empty when there is no such post.
     */
    public Optional<DeletedPost> remove(PostId id, UnaryOperator<Post> asRead) {
        return posts.remove(id, partition -> partition.end(asRead), (partition, deleted) -> {
            postIndex.remove(partition);
            deletions.add(deleted);
            watch.changes().removed(deleted);
        });
    }

    /** What the delete of {@code id} left to say, among the latest deletes. */
    public Optional<DeletedPost> deletion(PostId id) {
        return deletions.of(id);
    }

    /**
     * Deletes the user (their entry, with their token) and marks them erased before the delete
     * returns: from then on no post, comment or like of theirs is stored ({@link #refuseIfErased}),
     * so the erasure's pass after the delete leaves nothing behind. False when there was none.
     */
    public boolean remove(UserId id) {
        return users.remove(id, user -> {
            watch.journal().append(new JournalEntry.UserRemoved(id));
            return Optional.of(user);
        }, (user, same) -> nameIndex.erased(id)).isPresent();
    }

    /** Refuses a write by a user deleted meanwhile, as {@link NameIndex#refuseIfErased} says; called after {@link #named}. */
    public void refuseIfErased(UserId user) {
        nameIndex.refuseIfErased(user);
    }

    /** A user just created: one of the same id deleted before (a copy brings it back) may write again. */
    public void added(UserId user) {
        nameIndex.storedAgain(user);
    }

    /** The posts {@code user} wrote, commented on or liked (and some they no longer do): where an erasure looks. */
    public List<PostId> postsOf(UserId user) {
        return nameIndex.postsOf(user);
    }

    /**
     * A copy of {@code user}'s name on {@code post} (the post's own id, not a copy of it), handed
     * to the model's index of names before the projections can hear of it: the check of a new
     * copy's name (a rename that crossed the write) then finds it.
     */
    public void named(UserId user, PostId post) {
        nameIndex.add(user, post);
    }

    /** A post read back from disk: its partition put back (not metered, not committed) and indexed. */
    public PostPartition restore(Post post) {
        PostPartition partition = new PostPartition(post, watch.journal());
        posts.restore(post.id(), partition);
        indexed(partition);
        named(post.userId(), post.id());
        return partition;
    }

    /** A comment or like read back from disk: put back at its position on its post (counted already) and its author's name indexed. */
    public <T extends Reaction<T>> void restore(T reaction, int seq, Function<PostPartition, ReactionList<T>> kind) {
        posts.latest(reaction.postId()).ifPresent(partition -> {
            partition.restore(kind.apply(partition), reaction, seq);
            named(reaction.userId(), partition.post().id());
        });
    }
}
