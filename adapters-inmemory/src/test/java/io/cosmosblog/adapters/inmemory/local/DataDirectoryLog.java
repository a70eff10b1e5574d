package io.cosmosblog.adapters.inmemory.local;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/** What the data directory logs between {@link #start()} and {@link #stop()}: one line per record, its level then its message. */
final class DataDirectoryLog {

    private final Logger log = Logger.getLogger(DataDirectory.class.getName());
    private final List<String> lines = Collections.synchronizedList(new ArrayList<>());
    private final Handler recorder = new Handler() {
        @Override
        public void publish(LogRecord record) {
            lines.add(record.getLevel() + " " + record.getMessage());
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    };

    void start() {
        log.addHandler(recorder);
    }

    void stop() {
        log.removeHandler(recorder);
    }

    /** The lines so far; a test may clear them. */
    List<String> lines() {
        return lines;
    }
}
