@echo off
rem nqueens @project.version@: runs the nqueens command line on the jars of ..\lib with a Java 17 or later
rem (JAVA_HOME's, else the one on the PATH). Extra JVM options: set NQUEENS_JAVA_OPTS=-Xmx8g. More jars (a
rem formulation of your own, found through java.util.ServiceLoader): set NQUEENS_CLASSPATH=a.jar;b.jar
setlocal
set "LIB=%~dp0..\lib"
set "JAVA=java"
if defined JAVA_HOME if exist "%JAVA_HOME%\bin\java.exe" set "JAVA=%JAVA_HOME%\bin\java.exe"
if "%JAVA%"=="java" (
  where /q java || (
    echo nqueens: no Java found: install a JDK 17 or later and put its bin\ on the PATH, or set JAVA_HOME. 1>&2
    exit /b 2
  )
)
set "CLASSPATH_NQUEENS=%LIB%\nqueens-compare-@project.version@.jar;@distribution.classpath.windows@"
if defined NQUEENS_CLASSPATH set "CLASSPATH_NQUEENS=%CLASSPATH_NQUEENS%;%NQUEENS_CLASSPATH%"
rem count --engine spark: the spark add-on's jars (lib\spark, or NQUEENS_SPARK_LIB) and the options Spark needs of Java, then only.
set "SPARK_LIB=%LIB%\spark"
if defined NQUEENS_SPARK_LIB set "SPARK_LIB=%NQUEENS_SPARK_LIB%"
set "SPARK_OPTS="
echo %* | findstr /r /c:"--engine[= ]spark" >nul && if exist "%SPARK_LIB%\java-options" (
  set /p SPARK_OPTS=<"%SPARK_LIB%\java-options"
  set "CLASSPATH_NQUEENS=%CLASSPATH_NQUEENS%;%SPARK_LIB%\*"
)
rem C1 compiles after ten times the default calls: a short command compiles far fewer methods; hot loops still reach C2.
"%JAVA%" -XX:Tier3InvocationThreshold=2000 -XX:Tier3MinInvocationThreshold=1000 -XX:Tier3CompileThreshold=20000 %SPARK_OPTS% "-Dnqueens.native.cache=%LIB%\native" "-Dnqueens.plugins=%NQUEENS_CLASSPATH%" %NQUEENS_JAVA_OPTS% -cp "%CLASSPATH_NQUEENS%" org.nqueens.cli.Nqueens %*
exit /b %ERRORLEVEL%
