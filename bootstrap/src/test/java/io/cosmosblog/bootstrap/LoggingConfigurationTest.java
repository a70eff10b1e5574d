package io.cosmosblog.bootstrap;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.joran.JoranConfigurator;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.Appender;
import ch.qos.logback.core.ConsoleAppender;
import ch.qos.logback.core.joran.spi.JoranException;
import java.net.URL;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The shipped logging configurations (text and {@code LOG_FORMAT=json}) write every line to stderr,
 * so that stdout holds only what a command prints: {@code bench > report.md} is the report alone.
 * Each is loaded into a logger context of its own, as logback loads it when the jar starts.
 */
class LoggingConfigurationTest {

    @ParameterizedTest
    @ValueSource(strings = {"logback.xml", "logback-json.xml"})
    void every_log_line_goes_to_stderr(String configuration) throws JoranException {
        LoggerContext context = load(configuration);
        try {
            List<Appender<ILoggingEvent>> appenders = appendersOf(context);

            assertThat(appenders).as("appenders of %s", configuration).isNotEmpty();
            assertThat(appenders).as("appenders of %s", configuration).allSatisfy(appender -> {
                assertThat(appender).isInstanceOf(ConsoleAppender.class);
                assertThat(((ConsoleAppender<ILoggingEvent>) appender).getTarget()).isEqualTo("System.err");
                assertThat(appender.isStarted()).isTrue();
            });
        } finally {
            context.stop();
        }
    }

    private static LoggerContext load(String configuration) throws JoranException {
        URL url = LoggingConfigurationTest.class.getClassLoader().getResource(configuration);
        assertThat(url).as(configuration + " on the class path").isNotNull();
        LoggerContext context = new LoggerContext();
        JoranConfigurator configurator = new JoranConfigurator();
        configurator.setContext(context);
        configurator.doConfigure(url);
        assertThat(context.getStatusManager().getCopyOfStatusList())
                .as("logback's complaints about %s", configuration)
                .noneMatch(status -> status.getLevel() >= ch.qos.logback.core.status.Status.WARN);
        return context;
    }

    /** Every appender of every logger, the root's included. */
    private static List<Appender<ILoggingEvent>> appendersOf(LoggerContext context) {
        List<Appender<ILoggingEvent>> all = new ArrayList<>();
        for (Logger logger : context.getLoggerList()) {
            for (Iterator<Appender<ILoggingEvent>> it = logger.iteratorForAppenders(); it.hasNext(); ) {
                Appender<ILoggingEvent> appender = it.next();
                if (!all.contains(appender)) {
                    all.add(appender);
                }
            }
        }
        return all;
    }
}
