package io.cosmosblog.bootstrap;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestInstance.Lifecycle;

/** A suite that speaks HTTP to one running blog, on the storage each subclass names. */
@TestInstance(Lifecycle.PER_CLASS)
abstract class ApiTest {

    protected RunningBlog blog;
    protected ApiClient client;

    /** The blog these tests speak to. */
    abstract RunningBlog startBlog();

    @BeforeAll
    void start() {
        blog = startBlog();
        client = blog.client();
    }

    @AfterAll
    void stop() {
        if (blog != null) { // null where the storage could not start and the class was skipped
            blog.close();
        }
    }
}
