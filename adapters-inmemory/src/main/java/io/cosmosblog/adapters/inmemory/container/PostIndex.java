package io.cosmosblog.adapters.inmemory.container;

/**
 * Where a model indexes its posts for the queries it runs across partitions (V1, V2: newest
 * first, per physical partition), or nowhere (V3, whose every read is one partition).
 */
public interface PostIndex {

    /** Indexes nothing: the model queries no post across partitions. */
    PostIndex NONE = new PostIndex() {
        @Override
        public void add(PostPartition partition) {
        }

        @Override
        public void remove(PostPartition partition) {
        }
    };

    /** A post partition just created or loaded. */
    void add(PostPartition partition);

    /** A post partition deleted: no query finds it again. */
    void remove(PostPartition partition);
}
