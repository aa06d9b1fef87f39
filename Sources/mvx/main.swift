import MVXCLI

MVXCommand.runMain()
