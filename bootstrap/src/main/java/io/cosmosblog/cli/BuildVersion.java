package io.cosmosblog.cli;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import picocli.CommandLine.IVersionProvider;

/** The version Maven wrote into the build, for {@code --version}. */
final class BuildVersion implements IVersionProvider {

    @Override
    public String[] getVersion() throws IOException {
        Properties build = new Properties();
        try (InputStream in = BuildVersion.class.getResourceAsStream("/cosmos-blog-version.properties")) {
            if (in != null) {
                build.load(in);
            }
        }
        return new String[] {"cosmos-blog " + build.getProperty("version", "(unknown version)"),
                "Java " + System.getProperty("java.version") + " (" + System.getProperty("java.vendor") + ")"};
    }
}
